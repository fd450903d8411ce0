import { useInfiniteQuery } from "@tanstack/react-query";
import History from "lucide-react/icons/history";
import { useMemo } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { auditFilterSchema, auditTrailQuery, type AuditEvent } from "./audit-api.ts";
import { ListFrame } from "../data-table/list-frame.tsx";
import { useListAddress } from "../data-table/use-list-address.ts";
import { staffNamesOf, useStaffList } from "../staff-accounts/staff-members-page.tsx";
import { PageTitle } from "../ui/panel-section.tsx";
import { formatStaffDateTime } from "../ui/staff-date-time.ts";
import { ChoiceFilter, StaffSelect } from "../ui/staff-field.tsx";
import { TableRegion, bodyCellClass, headerCellClass } from "../ui/table-region.tsx";
import { failureMessage } from "../ui/use-staff-form.ts";
import { AUDIT_ACTION_LABELS, auditActionLabel, auditActorLabel, auditDetailsText, auditTargetLabel } from "./audit-labels.ts";

const COLUMNS = ["Who", "Action", "Target", "Details", "From where"];

/** The events shown so far, newest first. */
function AuditTable({ rows, names }: { rows: readonly AuditEvent[]; names: ReadonlyMap<string, string> }) {
  return (
    <TableRegion caption="Audit events">
      <thead>
        <tr>
          <th scope="col" className={headerCellClass}>
            When
          </th>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className={headerCellClass}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={COLUMNS.length + 1} className={bodyCellClass}>
              No events match.
            </td>
          </tr>
        ) : null}
        {rows.map((event) => (
          <tr key={event.id}>
            <th scope="row" className={`${bodyCellClass} text-left font-normal whitespace-nowrap`}>
              <time dateTime={event.at}>{formatStaffDateTime(event.at)}</time>
            </th>
            <td className={bodyCellClass}>{auditActorLabel(event, names)}</td>
            <td className={`${bodyCellClass} font-medium whitespace-nowrap`}>{auditActionLabel(event.action)}</td>
            <td className={bodyCellClass}>{auditTargetLabel(event, names)}</td>
            <td className={bodyCellClass}>{auditDetailsText(event.details)}</td>
            <td className={bodyCellClass}>{event.ipAddress ?? "Unknown"}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

/** The Audit tab (owners; ADR 013): who did what and when, newest first, filtered, older on request. */
export function AuditPage() {
  const [filter, setFilter] = useListAddress(auditFilterSchema);
  const staff = useStaffList();
  const names = useMemo(() => staffNamesOf(staff.data), [staff.data]);
  const events = useInfiniteQuery(auditTrailQuery(filter));
  const filters = (
    <div role="group" aria-label="Filter the audit trail" className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <ChoiceFilter id="audit-action" label="Action" everyChoice="All actions" labels={AUDIT_ACTION_LABELS} value={filter.action} onChange={(action) => setFilter({ action })} />
      <StaffSelect id="audit-actor" label="Member of staff" value={filter.actorId ?? ""} onChange={(event) => setFilter({ actorId: event.target.value })}>
        <option value="">Everyone</option>
        {(staff.data ?? []).map((member) => (
          <option key={member.id} value={member.id}>
            {member.name || member.email}
          </option>
        ))}
      </StaffSelect>
    </div>
  );

  return (
    <div className="space-y-8">
      <PageTitle>Audit</PageTitle>
      <ListFrame
        id="audit-trail"
        heading="Audit trail"
        intro={<p className="max-w-prose text-sm">Every sign-in and every change to a staff account, newest first. Times are UK time.</p>}
        filters={filters}
        list={events}
        loading="Loading the audit trail..."
        failed={failureMessage(events.error)}
      >
        {(data) => {
          const rows = data.pages.flat();
          return (
            <>
              <AuditTable rows={rows} names={names} />
              {events.hasNextPage ? (
                <Button variant="outline" onClick={() => void events.fetchNextPage()} disabled={events.isFetchingNextPage}>
                  <History aria-hidden="true" />
                  {events.isFetchingNextPage ? "Loading..." : "Load older"}
                </Button>
              ) : rows.length > 0 ? (
                <p className="text-sm text-muted-foreground">That is the whole trail for this choice.</p>
              ) : null}
            </>
          );
        }}
      </ListFrame>
    </div>
  );
}
