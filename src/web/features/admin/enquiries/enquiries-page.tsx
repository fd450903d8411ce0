import { useMutation, useQuery } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import FilePen from "lucide-react/icons/file-pen";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useMemo, useState } from "react";
import type { StaffUser } from "../../../../shared/staff/staff-user.ts";
import { ENQUIRY_ADMIN_MESSAGES, enquiryListQuerySchema, type EnquiryListRow } from "../../../../shared/enquiries/enquiry-admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { DataTable, type SortingState } from "../data-table/data-table.tsx";
import { ListFrame, ListPageParts } from "../data-table/list-frame.tsx";
import { useListAddress } from "../data-table/use-list-address.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { PageTitle } from "../ui/panel-section.tsx";
import { failureMessage } from "../ui/use-staff-form.ts";
import { enquiriesQuery, enquiryQuery, exportEnquiries } from "./enquiry-api.ts";
import { enquiryColumns, RECEIVED_COLUMN } from "./enquiry-columns.tsx";
import { EnquiryRowDialog } from "./enquiry-dialog.tsx";
import { EnquiryFilterBar } from "./enquiry-filter-bar.tsx";
import { useOpenedEnquiry } from "./use-opened-enquiry.ts";
import { ReplyTemplatesDialog } from "./reply-templates-dialog.tsx";
import { ListReadAt } from "./waiting-line.tsx";

const NOUN = { one: "inquiry", other: "inquiries" };

/**
 * The Inquiries tab (ADR 026): contact and event enquiries
 * and newsletter sign-ups in one list the server filters, sorts and pages; the filters live in the
 * address. View shows the whole enquiry, its conversation and status, and answers it (ADR 094); Export
 * CSV saves every row the filters match.
 */
export function EnquiriesPage({ user }: { user: StaffUser }) {
  const [query, changeQuery] = useListAddress(enquiryListQuerySchema);
  const [viewing, setViewing] = useState<EnquiryListRow | null>(null);
  const [editingTemplates, setEditingTemplates] = useState(false);
  // A live notice links to one enquiry (?open=event:<id>): it opens over the list.
  const [opened, forgetOpened] = useOpenedEnquiry();
  const openedEnquiry = useQuery(enquiryQuery(opened));
  const shown = viewing ?? (opened && openedEnquiry.data?.id === opened.id ? openedEnquiry.data : null);
  const closeDialog = () => {
    const rowId = shown ? `${shown.kind}-${shown.id}` : null;
    setViewing(null);
    if (opened) forgetOpened();
    // A dialog opened from the address (a live notice, the dashboard) had no button to give focus
    // back to: its row's View button takes it, where the list is read on from (ADR 102).
    requestAnimationFrame(() => {
      const list = document.querySelector('[aria-labelledby="inquiries-list-heading"]');
      if (!rowId || !list || list.contains(document.activeElement)) return;
      list.querySelector<HTMLElement>(`tr[data-row-id="${CSS.escape(rowId)}"] button`)?.focus();
    });
  };
  const list = useQuery(enquiriesQuery(query));
  const exporting = useMutation({
    mutationFn: () => exportEnquiries(query),
    onSuccess: () => showToast(ENQUIRY_ADMIN_MESSAGES.EXPORTED, "success"),
    onError: (error) => showToast(`${ENQUIRY_ADMIN_MESSAGES.EXPORT_FAILED}: ${failureMessage(error)}`, "error"),
  });
  const now = list.dataUpdatedAt;
  const columns = useMemo(() => enquiryColumns({ onView: setViewing }), []);
  const sorting: SortingState = [{ id: RECEIVED_COLUMN, desc: query.order === "desc" }];

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle>Inquiries</PageTitle>
        <div className="flex flex-wrap gap-3">
          {user.role === "owner" ? (
            <Button variant="outline" onClick={() => setEditingTemplates(true)}>
              <FilePen aria-hidden="true" />
              Reply templates
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => void list.refetch()} aria-disabled={list.isFetching}>
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
          <Button variant="outline" onClick={() => exporting.mutate()} aria-disabled={exporting.isPending}>
            <Download aria-hidden="true" />
            {exporting.isPending ? "Exporting..." : "Export CSV"}
          </Button>
        </div>
      </div>
      <ListFrame
        id="inquiries-list"
        heading="Inquiries and newsletter sign-ups"
        intro={
          <p className="max-w-prose text-sm">
            Guests are promised a reply within 24 hours. Opening a new enquiry marks it read; sending a reply from it marks it replied.
          </p>
        }
        filters={
          <>
            <EnquiryFilterBar query={query} onChange={changeQuery} />
            {opened && openedEnquiry.isError ? <FormStatus message={failureMessage(openedEnquiry.error)} /> : null}
          </>
        }
        list={list}
        loading="Loading inquiries..."
        failed={ENQUIRY_ADMIN_MESSAGES.LOAD_FAILED}
      >
        {(page) => (
          <ListReadAt value={now}>
            <ListPageParts page={page} query={query} onChange={changeQuery} noun={NOUN} pagesLabel="Inquiries pages">
            <DataTable
              caption="Inquiries"
              captionHidden
              columns={columns}
              rows={page.rows}
              getRowId={(row) => `${row.kind}-${row.id}`}
              empty={ENQUIRY_ADMIN_MESSAGES.EMPTY}
              sorting={{
                state: sorting,
                onChange: (updater) => {
                  const next = typeof updater === "function" ? updater(sorting) : updater;
                  const received = next.find((sort) => sort.id === RECEIVED_COLUMN);
                  changeQuery({ order: received && !received.desc ? "asc" : "desc" });
                },
              }}
            />
            </ListPageParts>
          </ListReadAt>
        )}
      </ListFrame>
      {editingTemplates ? <ReplyTemplatesDialog onClose={() => setEditingTemplates(false)} /> : null}
      {shown ? <EnquiryRowDialog key={`${shown.kind}-${shown.id}`} row={shown} now={Math.max(now, openedEnquiry.dataUpdatedAt)} staffName={user.name} onClose={closeDialog} /> : null}
    </div>
  );
}
