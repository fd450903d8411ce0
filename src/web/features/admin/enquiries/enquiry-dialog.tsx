import { useMutation, useQueryClient } from "@tanstack/react-query";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { formatLongDate } from "../../../../shared/dates.ts";
import { PhoneLink } from "../ui/phone-link.tsx";
import {
  ENQUIRY_ADMIN_MESSAGES,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type EnquiryRow,
  type EnquiryListRow,
  type EnquiryStatus,
} from "../../../../shared/enquiries/enquiry-admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { staffCallMessage } from "../shell/staff-call-error.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { DialogCloseFooter, StaffDialog } from "../ui/staff-dialog.tsx";
import { StartEventForm } from "../event-bookings/start-event-form.tsx";
import { formatStaffDateTime } from "../ui/staff-date-time.ts";
import { StaffSelect } from "../ui/staff-field.tsx";
import { waitingText } from "../ui/time-waited.ts";
import { changeEnquiryStatus, enquiriesFilter } from "./enquiry-api.ts";
import { StatusBadge, TopicBadge } from "./enquiry-badges.tsx";
import { EnquiryAssignment, EnquiryConversation } from "./enquiry-conversation.tsx";
import { KIND_LABELS, sameDateWarning } from "./enquiry-words.ts";

/** The server's own message, else one that says what failed. */
function statusFailure(error: unknown): string {
  return staffCallMessage(error, ENQUIRY_ADMIN_MESSAGES.STATUS_FAILED);
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function EnquiryDetails({ row, now }: { row: EnquiryRow; now: number }) {
  const waiting = waitingText(row.waiting_since, now);
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      <Detail term="E-mail">{row.email}</Detail>
      <Detail term="Phone">{row.phone ? <PhoneLink phone={row.phone} /> : "—"}</Detail>
      <Detail term={row.kind === "event" ? "Event type" : "Subject"}>
        <TopicBadge row={row} />
      </Detail>
      {row.kind === "event" ? (
        <>
          <Detail term="Event date">{row.event_date ? formatLongDate(row.event_date) : "Not given"}</Detail>
          <Detail term="Guests">{row.guests}</Detail>
        </>
      ) : null}
      <Detail term="Received">{formatStaffDateTime(row.created_at)}</Detail>
      <Detail term="Status">
        <span className="inline-flex flex-wrap items-center gap-2">
          <StatusBadge row={row} />
          {waiting ? <span>{waiting}</span> : null}
        </span>
      </Detail>
    </dl>
  );
}

/** The guest's words as they wrote them: line breaks kept, markup shown as text (React escapes it). */
function Message({ text }: { text: string | null }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">Message</h3>
      {text ? (
        <p className="mt-1 max-h-64 overflow-y-auto rounded-sm border border-border bg-muted p-3 text-sm break-words whitespace-pre-wrap">{text}</p>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">No message.</p>
      )}
    </div>
  );
}

function StatusForm({ row, onChanged }: { row: EnquiryRow; onChanged: (row: EnquiryRow) => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (status: EnquiryStatus) => changeEnquiryStatus(row, status),
    onSuccess: async (updated) => {
      onChanged(updated);
      showToast(`${ENQUIRY_ADMIN_MESSAGES.STATUS_CHANGED}: ${ENQUIRY_STATUS_LABELS[updated.status]}`, "success");
      await queryClient.invalidateQueries(enquiriesFilter());
    },
    onError: (failure) => setError(statusFailure(failure)),
  });

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const status = new FormData(event.currentTarget).get("status");
    if (typeof status !== "string" || status === row.status || save.isPending) return;
    setError(null);
    save.mutate(status as EnquiryStatus);
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <StaffSelect id="inquiry-status" name="status" label="Change status" defaultValue={row.status} key={row.status} className="min-w-40 flex-1">
        {ENQUIRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ENQUIRY_STATUS_LABELS[status]}
          </option>
        ))}
      </StaffSelect>
      <Button type="submit" variant="outline" aria-disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Update status"}
      </Button>
      <div className="basis-full">
        <FormStatus message={error} />
      </div>
    </form>
  );
}

/**
 * Opening a New enquiry marks it Read (ADR 026): staff can tell what nobody has looked at yet, and
 * it keeps waiting until it is Replied or Closed. A failure is said, and the dialog still shows.
 */
function useMarkReadOnOpen(row: EnquiryRow, onChanged: (row: EnquiryRow) => void): string | null {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || row.status !== "new") return;
    started.current = true;
    changeEnquiryStatus(row, "read").then(
      async (updated) => {
        onChanged(updated);
        await queryClient.invalidateQueries(enquiriesFilter());
      },
      (failure: unknown) => setError(`Could not mark it as read: ${statusFailure(failure)}`),
    );
  }, [row, onChanged, queryClient]);
  return error;
}

function MessageDialog({ initial, now, staffName, onClose }: { initial: EnquiryRow; now: number; staffName: string; onClose: () => void }) {
  const [row, setRow] = useState(initial);
  const markReplied = () => setRow((current) => ({ ...current, status: "replied", waiting_since: null }));
  const markReadError = useMarkReadOnOpen(initial, setRow);
  const warning = row.kind === "event" ? sameDateWarning(row) : null;
  return (
    <StaffDialog title={`${KIND_LABELS[row.kind]} enquiry from ${row.name}`} onClose={onClose} wide>
      {warning ? (
        <p role="note" className="flex items-start gap-2 rounded-sm border border-amber-700/50 bg-amber-50 p-3 text-sm font-medium text-amber-950 dark:border-amber-300/50 dark:bg-amber-950/50 dark:text-amber-100">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {warning}
        </p>
      ) : null}
      <EnquiryDetails row={row} now={now} />
      <Message text={row.message} />
      <FormStatus message={markReadError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <StatusForm row={row} onChanged={setRow} />
        <EnquiryAssignment row={row} />
      </div>
      <EnquiryConversation row={row} staffName={staffName} onReplied={markReplied} />
      <DialogCloseFooter onClose={onClose}>{row.kind === "event" ? <StartEventForm enquiry={row} /> : null}</DialogCloseFooter>
    </StaffDialog>
  );
}

function SignUpDialog({ row, onClose }: { row: Extract<EnquiryListRow, { kind: "newsletter" }>; onClose: () => void }) {
  return (
    <StaffDialog title="Newsletter sign-up" onClose={onClose}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <Detail term="E-mail">{row.email}</Detail>
        <Detail term="Status">
          <StatusBadge row={row} />
        </Detail>
        <Detail term="Signed up from">{row.source}</Detail>
        <Detail term="Received">{formatStaffDateTime(row.created_at)}</Detail>
      </dl>
      <p className="text-sm text-muted-foreground">
        Only confirmed addresses get the newsletter. A guest changes this themselves, through the confirmation e-mail or the unsubscribe page.
      </p>
      <DialogCloseFooter onClose={onClose} />
    </StaffDialog>
  );
}

/** The whole of one row: an enquiry with its conversation and status, or a sign-up. */
export function EnquiryRowDialog({ row, now, staffName, onClose }: { row: EnquiryListRow; now: number; staffName: string; onClose: () => void }) {
  if (row.kind === "newsletter") return <SignUpDialog row={row} onClose={onClose} />;
  return <MessageDialog initial={row} now={now} staffName={staffName} onClose={onClose} />;
}
