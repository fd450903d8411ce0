import { Link } from "react-router-dom";
import { formatAmount } from "../../../../shared/money.ts";
import type { RoomBookingSort, RoomBookingSummary, RoomBookingVerification } from "../../../../shared/rooms/room-booking-admin.ts";
import { ROOM_BOOKING_ADMIN_MESSAGES, ROOM_BOOKING_SORTS } from "../../../../shared/rooms/room-booking-admin.ts";
import { adminSectionPath } from "../../../../shared/staff/admin-sections.ts";
import { type ColumnDef, DataTable, serverSorting } from "../data-table/data-table.tsx";
import { formatStayDate, guestColumn } from "../pet-bookings/pet-booking-table.tsx";
import { formatStaffDate } from "../ui/staff-date-time.ts";
import { StateBadge } from "../ui/table-region.tsx";

const VERIFICATION_BADGES: Record<RoomBookingVerification, { tone: "good" | "muted" | "warn"; label: string }> = {
  verified: { tone: "good", label: "Verified" },
  partly_verified: { tone: "warn", label: "Partly verified" },
  not_verified: { tone: "warn", label: "Not verified" },
  none_due: { tone: "muted", label: "Nothing paid" },
};

/** The Pet Accommodation tab, searching for this booking's add-ons (its filters live in the address). */
function addonsPath(confirmationId: string): string {
  return `${adminSectionPath("pet-accommodation")}?${new URLSearchParams({ search: confirmationId }).toString()}`;
}

const COLUMNS: ColumnDef<RoomBookingSummary>[] = [
  {
    id: "confirmation",
    header: "Confirmation ID",
    enableSorting: false,
    cell: ({ row }) => <span className="font-mono whitespace-nowrap">{row.original.booking_confirmation_id}</span>,
  },
  guestColumn(),
  // Sortable columns need a value for TanStack Table; the server does the sorting itself.
  { id: "checkIn", header: "Stay", accessorFn: (booking) => booking.check_in_date, cell: ({ row }) => <span className="whitespace-nowrap">{`${formatStayDate(row.original.check_in_date)} – ${formatStayDate(row.original.check_out_date)}`}</span> },
  {
    id: "addons",
    header: "Add-ons",
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={addonsPath(row.original.booking_confirmation_id)} className="font-medium whitespace-nowrap text-brand underline underline-offset-4">
        {row.original.addon_count === 1 ? "1 pet add-on" : `${row.original.addon_count} pet add-ons`}
        <span className="sr-only"> of {row.original.booking_confirmation_id}</span>
      </Link>
    ),
  },
  {
    id: "paid",
    header: "Paid",
    enableSorting: false,
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatAmount(row.original.paid_amount)}
        {row.original.refunded_amount > 0 ? <span className="block text-muted-foreground">{`${formatAmount(row.original.refunded_amount)} refunded`}</span> : null}
      </span>
    ),
  },
  {
    id: "verification",
    header: "Verification",
    enableSorting: false,
    cell: ({ row }) => {
      const badge = VERIFICATION_BADGES[row.original.verification];
      return <StateBadge tone={badge.tone}>{badge.label}</StateBadge>;
    },
  },
  { id: "created", header: "Last add-on", accessorFn: (booking) => booking.last_booked_at, cell: ({ row }) => <span className="whitespace-nowrap">{formatStaffDate(row.original.last_booked_at)}</span> },
];

interface RoomBookingTableProps {
  rows: RoomBookingSummary[];
  sort: RoomBookingSort;
  order: "asc" | "desc";
  onSort: (sort: RoomBookingSort, order: "asc" | "desc") => void;
}

/** The page of room bookings the server sent, sorted by the server (stay or latest add-on). */
export function RoomBookingTable({ rows, sort, order, onSort }: RoomBookingTableProps) {
  return (
    <DataTable
      caption="Room bookings with add-ons"
      captionHidden
      columns={COLUMNS}
      rows={rows}
      getRowId={(booking) => booking.booking_confirmation_id}
      empty={ROOM_BOOKING_ADMIN_MESSAGES.EMPTY}
      sorting={serverSorting(ROOM_BOOKING_SORTS, sort, order, onSort)}
    />
  );
}
