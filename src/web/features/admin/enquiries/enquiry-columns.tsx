import type { EnquiryListRow } from "../../../../shared/enquiries/enquiry-admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import type { ColumnDef } from "../data-table/data-table.tsx";
import { formatStaffDate } from "../ui/staff-date-time.ts";
import { KindBadge, StatusBadge, TopicBadge } from "./enquiry-badges.tsx";
import { KIND_LABELS } from "./enquiry-words.ts";
import { WaitingLine } from "./waiting-line.tsx";

/** The column the server sorts by (received date); the others keep the server's order. */
export const RECEIVED_COLUMN = "received";

const nameOf = (row: EnquiryListRow) => (row.kind === "newsletter" ? null : row.name);

/** The Inquiries table's columns (the waiting time reads ListReadAt). */
export function enquiryColumns({ onView }: { onView: (row: EnquiryListRow) => void }): ColumnDef<EnquiryListRow>[] {
  return [
    { id: "type", header: "Type", enableSorting: false, cell: ({ row }) => <KindBadge kind={row.original.kind} /> },
    {
      id: "name",
      header: "Name",
      enableSorting: false,
      cell: ({ row }) => <span className="font-medium">{nameOf(row.original) ?? <span className="text-muted-foreground">—</span>}</span>,
    },
    { id: "email", header: "E-mail", enableSorting: false, cell: ({ row }) => <span className="break-all">{row.original.email}</span> },
    { id: "topic", header: "Subject / event type", enableSorting: false, cell: ({ row }) => <TopicBadge row={row.original} /> },
    {
      id: "status",
      header: "Status",
      enableSorting: false,
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge row={row.original} />
          {row.original.kind === "newsletter" ? null : <WaitingLine since={row.original.waiting_since} />}
        </span>
      ),
    },
    {
      id: RECEIVED_COLUMN,
      header: "Received",
      enableSorting: true,
      cell: ({ row }) => <span className="whitespace-nowrap">{formatStaffDate(row.original.created_at)}</span>,
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <Button size="sm" variant="outline" onClick={() => onView(row.original)}>
          View<span className="sr-only"> the {KIND_LABELS[row.original.kind].toLowerCase()} {row.original.kind === "newsletter" ? "sign-up" : "enquiry"} of {nameOf(row.original) ?? row.original.email}</span>
        </Button>
      ),
    },
  ];
}
