import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { DataRequestType } from "../../../../shared/privacy/data-request.ts";
import {
  STAFF_SETTABLE_STATUSES,
  type PRIVACY_REQUEST_STATUSES,
  type PrivacyRequestView,
} from "../../../../shared/privacy/privacy-admin-requests.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { ListFrame } from "../data-table/list-frame.tsx";
import { useListAddress } from "../data-table/use-list-address.ts";
import { PageTitle } from "../ui/panel-section.tsx";
import { byUrgency } from "./privacy-request-order.ts";
import { privacyRequestFilterSchema, privacyRequestsFilter, privacyRequestsQuery, updatePrivacyRequest, type PrivacyRequestChange } from "./privacy-request-api.ts";
import { DialogSaveButtons, StaffDialog } from "../ui/staff-dialog.tsx";
import { formatStaffDate, formatStaffDateTime } from "../ui/staff-date-time.ts";
import { ChoiceFilter, StaffSelect, StaffTextArea } from "../ui/staff-field.tsx";
import { StateBadge, TableRegion, bodyCellClass, headerCellClass } from "../ui/table-region.tsx";
import { failureMessage } from "../ui/use-staff-form.ts";

/** Every type and status with its label, in the order the filters offer them. */
const TYPE_LABELS: Readonly<Record<DataRequestType, string>> = { access: "Access", export: "Export", delete: "Deletion" };
const STATUS_LABELS: Readonly<Record<(typeof PRIVACY_REQUEST_STATUSES)[number], string>> = { awaiting_confirmation: "Awaiting the guest's confirmation", in_progress: "In progress", completed: "Completed", refused: "Refused" };

/** What staff still do for each kind once the guest has confirmed (the site has done its part). */
const STAFF_STEPS: Record<PrivacyRequestView["type"], string> = {
  access: "The summary of what the website holds was e-mailed on confirmation. Check paper records and Little Hotelier for anything else about this guest, send it, then mark the request Completed.",
  export: "The guest downloaded their file on confirmation. If they ask for records kept outside the website (paper, Little Hotelier), send those, then mark it Completed.",
  delete: "The website erased what it could on confirmation (its outcome says what was kept and why). Remove the guest from paper records and Little Hotelier too, then mark it Completed.",
};

function DueCell({ request }: { request: PrivacyRequestView }) {
  if (!request.dueAt) return <span className="text-muted-foreground">Not confirmed yet</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {formatStaffDate(`${request.dueAt}T12:00:00Z`)}
      {request.overdue ? <StateBadge tone="warn">Overdue</StateBadge> : null}
      {request.extendedAt ? <StateBadge tone="muted">Extended</StateBadge> : null}
    </span>
  );
}

function ManageDialog({ request, onClose }: { request: PrivacyRequestView; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (change: PrivacyRequestChange) => updatePrivacyRequest(request.id, change),
    onSuccess: async () => {
      await queryClient.invalidateQueries(privacyRequestsFilter());
      showToast("Request updated", "success");
      onClose();
    },
    onError: (failure) => setError(failureMessage(failure)),
  });

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    const body: Record<string, string> = {};
    if (text("status") && text("status") !== request.status) body.status = text("status");
    if (text("staffNote") !== (request.staffNote ?? "") && text("staffNote")) body.staffNote = text("staffNote");
    if (text("extensionReason")) body.extensionReason = text("extensionReason");
    if (Object.keys(body).length === 0) return onClose();
    setError(null);
    save.mutate(body);
  }

  const canSetStatus = request.status !== "awaiting_confirmation";
  return (
    <StaffDialog title={`${TYPE_LABELS[request.type]} request`} onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Requester</dt>
        <dd>{request.fullName ?? "—"} {request.email ? `(${request.email})` : "(erased)"}</dd>
        <dt className="text-muted-foreground">Received</dt>
        <dd>{formatStaffDateTime(request.createdAt)}</dd>
        <dt className="text-muted-foreground">Due</dt>
        <dd>
          <DueCell request={request} />
        </dd>
        {request.reason ? (
          <>
            <dt className="text-muted-foreground">Reason given</dt>
            <dd>{request.reason}</dd>
          </>
        ) : null}
        {request.outcome ? (
          <>
            <dt className="text-muted-foreground">Outcome</dt>
            <dd>{request.outcome}</dd>
          </>
        ) : null}
      </dl>
      <p className="rounded-sm border border-border bg-muted p-3 text-sm">{STAFF_STEPS[request.type]}</p>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {canSetStatus ? (
          <StaffSelect id="privacy-status" name="status" label="Status" defaultValue={request.status}>
            {STAFF_SETTABLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </StaffSelect>
        ) : null}
        <StaffTextArea id="privacy-note" name="staffNote" label="Staff note" defaultValue={request.staffNote ?? ""} maxLength={1000} />
        {request.extendedAt || !request.dueAt ? null : (
          <StaffTextArea
            id="privacy-extension"
            name="extensionReason"
            label="Extend by two months (optional)"
            hint="Only for a complex request, within its first month; the reason is e-mailed to the guest."
            maxLength={500}
          />
        )}
        <FormStatus message={error} />
        <DialogSaveButtons saving={save.isPending} onCancel={onClose} />
      </form>
    </StaffDialog>
  );
}

/** The requests, most urgent first (privacy-request-order.ts), each with its Manage button. */
function PrivacyRequestTable({ requests, onManage }: { requests: readonly PrivacyRequestView[]; onManage: (request: PrivacyRequestView) => void }) {
  const rows = [...requests].sort(byUrgency);
  if (rows.length === 0) return <p role="status">No requests match.</p>;
  return (
    <TableRegion caption={`Requests (${rows.length})`}>
      <thead>
        <tr>
          {["Type", "Requester", "Status", "Due", "Received", ""].map((column, index) => (
            <th key={index} scope="col" className={headerCellClass}>
              {column || <span className="sr-only">Actions</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((request) => (
          <tr key={request.id}>
            <td className={bodyCellClass}>{TYPE_LABELS[request.type]}</td>
            <td className={bodyCellClass}>
              <span className="block font-medium">{request.fullName ?? "—"}</span>
              <span className="block text-muted-foreground">{request.email ?? "(erased)"}</span>
            </td>
            <td className={bodyCellClass}>{STATUS_LABELS[request.status]}</td>
            <td className={bodyCellClass}>
              <DueCell request={request} />
            </td>
            <td className={`${bodyCellClass} whitespace-nowrap`}>{formatStaffDate(request.createdAt)}</td>
            <td className={bodyCellClass}>
              <Button size="sm" variant="outline" onClick={() => onManage(request)}>
                Manage<span className="sr-only"> the request of {request.fullName ?? request.email ?? "an erased guest"}</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

/** The Privacy requests tab: type, status and due date, overdue first; the staff steps of each. */
export function PrivacyRequestsPage() {
  const [filter, setFilter] = useListAddress(privacyRequestFilterSchema);
  const [managing, setManaging] = useState<PrivacyRequestView | null>(null);
  const requests = useQuery(privacyRequestsQuery(filter));
  const filters = (
    <div role="group" aria-label="Filter the requests" className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <ChoiceFilter id="privacy-filter-status" label="Status" everyChoice="All statuses" labels={STATUS_LABELS} value={filter.status} onChange={(status) => setFilter({ status })} />
      <ChoiceFilter id="privacy-filter-type" label="Type" everyChoice="All types" labels={TYPE_LABELS} value={filter.type} onChange={(type) => setFilter({ type })} />
    </div>
  );

  return (
    <div className="space-y-8">
      <PageTitle>Privacy requests</PageTitle>
      <ListFrame
        id="privacy-requests"
        heading="Data-rights requests"
        intro={
          <p className="max-w-prose text-sm">
            Guests' requests to see, export or delete their data. Each must be answered within one calendar month of the guest's confirmation; overdue
            ones come first.
          </p>
        }
        filters={filters}
        list={requests}
        loading="Loading the requests..."
        failed={failureMessage(requests.error)}
      >
        {(data) => <PrivacyRequestTable requests={data} onManage={setManaging} />}
      </ListFrame>
      {managing ? <ManageDialog request={managing} onClose={() => setManaging(null)} /> : null}
    </div>
  );
}
