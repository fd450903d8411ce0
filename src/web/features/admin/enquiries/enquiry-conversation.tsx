import { useQuery, useQueryClient } from "@tanstack/react-query";
import Send from "lucide-react/icons/send";
import { useId, useState } from "react";
import type { EnquiryRow } from "../../../../shared/enquiries/enquiry-admin.ts";
import {
  ENQUIRY_REPLY_MESSAGES,
  enquiryReplySchema,
  fillPlaceholders,
  REPLY_DELIVERY_LABELS,
  REPLY_FILL_IN,
  type EnquiryThread,
  type ThreadEntry,
} from "../../../../shared/enquiries/enquiry-replies.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatStaffDateTime } from "../ui/staff-date-time.ts";
import { StaffField, StaffSelect, StaffTextArea } from "../ui/staff-field.tsx";
import { StateBadge } from "../ui/table-region.tsx";
import { failureMessage, requireFields, useStaffForm } from "../ui/use-staff-form.ts";
import { addEnquiryNote, assignEnquiry, enquiriesFilter, enquiryThreadQuery, replyTemplatesQuery, sendEnquiryReply } from "./enquiry-api.ts";
import { replyFacts } from "./enquiry-words.ts";

// An enquiry's conversation in its dialog (ADR 094): what staff sent and noted, oldest first; a
// reply started from a template; a note for colleagues; who looks after it.

const DELIVERY_TONE = { sent: "good", waiting: "muted", failed: "warn" } as const;

function Entry({ entry }: { entry: ThreadEntry }) {
  const when = formatStaffDateTime(entry.created_at);
  if (entry.type === "note") {
    return (
      <li className="rounded-sm border border-dashed border-border bg-muted p-3 text-sm">
        <p className="font-semibold">
          Note by {entry.author} · <span className="font-normal">{when}</span>
        </p>
        <p className="mt-1 break-words whitespace-pre-wrap">{entry.body}</p>
      </li>
    );
  }
  return (
    <li className="rounded-sm border border-border p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        <span>
          Reply by {entry.author} · <span className="font-normal">{when}</span>
        </span>
        <StateBadge tone={DELIVERY_TONE[entry.delivery]}>{REPLY_DELIVERY_LABELS[entry.delivery]}</StateBadge>
      </p>
      <p className="mt-1">
        <span className="text-muted-foreground">Subject:</span> {entry.subject}
      </p>
      <p className="mt-1 max-h-48 overflow-y-auto break-words whitespace-pre-wrap">{entry.body}</p>
    </li>
  );
}

/** The server's own rules for a reply, checked before sending: a placeholder or the template's marker left is said at once. */
function replyProblems(values: { subject: string; body: string }): { subject?: string; body?: string } {
  const problems: { subject?: string; body?: string } = {};
  for (const field of ["subject", "body"] as const) {
    const checked = enquiryReplySchema.shape[field].safeParse(values[field]);
    if (!checked.success) problems[field] = checked.error.issues[0]?.message;
  }
  return problems;
}

function useThreadCache(row: EnquiryRow) {
  const queryClient = useQueryClient();
  return (thread: EnquiryThread) => queryClient.setQueryData(enquiryThreadQuery(row).queryKey, thread);
}

/** Staff write the reply here, usually from a template filled in with the enquiry's facts; Send e-mails it. */
function ReplyForm({ row, staffName, onReplied }: { row: EnquiryRow; staffName: string; onReplied: () => void }) {
  const templates = useQuery(replyTemplatesQuery());
  const storeThread = useThreadCache(row);
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const { status, sending, field, submit, formRef } = useStaffForm({
    fields: ["subject", "body"],
    check: replyProblems,
    send: async (values) => storeThread(await sendEnquiryReply(row, values)),
    successMessage: ENQUIRY_REPLY_MESSAGES.SENT,
    onSuccess: () => {
      setSubject("");
      setBody("");
      onReplied();
      void queryClient.invalidateQueries(enquiriesFilter());
    },
  });

  function startFrom(templateId: string): void {
    const template = templates.data?.find((candidate) => candidate.id === templateId);
    if (!template) return;
    const facts = replyFacts(row, staffName);
    setSubject(fillPlaceholders(template.subject, facts));
    setBody(fillPlaceholders(template.body, facts));
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} className="space-y-3" noValidate aria-label={`Reply to ${row.name}`}>
      <StaffSelect id="reply-template" label="Start from a template" value="" onChange={(event) => startFrom(event.target.value)} hint={templates.isError ? failureMessage(templates.error) : undefined}>
        <option value="">{templates.isPending ? "Loading templates..." : "Choose a template"}</option>
        {(templates.data ?? []).map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </StaffSelect>
      <StaffField id="reply-subject" label="Subject" value={subject} {...field("subject")} onChange={(event) => { field("subject").onChange(); setSubject(event.target.value); }} />
      <StaffTextArea
        id="reply-body"
        label="Reply"
        rows={8}
        hint={`Sent from the hotel's address to ${row.email}; the guest's answer comes back to the hotel's inbox. Replace ${REPLY_FILL_IN} and any {placeholder} left before sending.`}
        value={body}
        {...field("body")}
        onChange={(event) => {
          field("body").onChange();
          setBody(event.target.value);
        }}
      />
      <FormStatus message={status} />
      <Button type="submit" aria-disabled={sending}>
        <Send aria-hidden="true" />
        {sending ? "Sending..." : "Send reply"}
      </Button>
    </form>
  );
}

function NoteForm({ row }: { row: EnquiryRow }) {
  const storeThread = useThreadCache(row);
  const { status, sending, field, submit, formRef } = useStaffForm({
    fields: ["body"],
    check: (values) => requireFields(values, { body: "Note" }),
    send: async (values) => storeThread(await addEnquiryNote(row, values.body)),
    successMessage: ENQUIRY_REPLY_MESSAGES.NOTE_ADDED,
  });
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} className="space-y-3" noValidate aria-label="Note for colleagues">
      <StaffTextArea id="enquiry-note" label="Note for colleagues" hint="Kept on the enquiry; never sent to the guest." {...field("body")} />
      <FormStatus message={status} />
      <Button type="submit" variant="outline" aria-disabled={sending}>
        {sending ? "Saving..." : "Add note"}
      </Button>
    </form>
  );
}

function AssignForm({ row, thread }: { row: EnquiryRow; thread: EnquiryThread }) {
  const storeThread = useThreadCache(row);
  const { status, sending, field, submit, formRef } = useStaffForm({
    fields: ["staffId"],
    send: async (values) => storeThread(await assignEnquiry(row, values.staffId === "" ? null : values.staffId)),
    successMessage: ENQUIRY_REPLY_MESSAGES.ASSIGNED,
  });
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3" noValidate aria-label="Who looks after it">
      <StaffSelect id="enquiry-assignee" label="Looked after by" defaultValue={thread.assignee?.id ?? ""} key={thread.assignee?.id ?? "nobody"} className="min-w-40 flex-1" {...field("staffId")}>
        <option value="">Nobody yet</option>
        {thread.colleagues.map((colleague) => (
          <option key={colleague.id} value={colleague.id}>
            {colleague.name}
          </option>
        ))}
      </StaffSelect>
      <Button type="submit" variant="outline" aria-disabled={sending}>
        {sending ? "Saving..." : "Assign"}
      </Button>
      <div className="basis-full">
        <FormStatus message={status} />
      </div>
    </form>
  );
}

/** Who looks after the enquiry, once the conversation (which names the colleagues) has loaded. */
export function EnquiryAssignment({ row }: { row: EnquiryRow }) {
  const thread = useQuery(enquiryThreadQuery(row));
  return thread.data ? <AssignForm row={row} thread={thread.data} /> : null;
}

/** The conversation, then the reply and the note. */
export function EnquiryConversation({ row, staffName, onReplied }: { row: EnquiryRow; staffName: string; onReplied: () => void }) {
  const thread = useQuery(enquiryThreadQuery(row));
  const headingId = useId();
  return (
    <>
      <section aria-labelledby={headingId} className="space-y-2">
        <h3 id={headingId} className="text-sm font-semibold">
          Conversation
        </h3>
        {thread.isPending ? <p className="text-sm text-muted-foreground">Loading the conversation...</p> : null}
        {thread.isError ? <FormStatus message={`${ENQUIRY_REPLY_MESSAGES.THREAD_FAILED}: ${failureMessage(thread.error)}`} /> : null}
        {thread.data && thread.data.entries.length === 0 ? <p className="text-sm text-muted-foreground">No reply or note yet.</p> : null}
        {thread.data && thread.data.entries.length > 0 ? (
          <ol className="space-y-2">
            {thread.data.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
        ) : null}
      </section>
      <ReplyForm row={row} staffName={staffName} onReplied={onReplied} />
      <NoteForm row={row} />
    </>
  );
}
