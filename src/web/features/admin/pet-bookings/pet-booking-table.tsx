import type { AddonBookingAdminView, AddonBookingSort } from "../../../../shared/addons/addon-booking-admin.ts";
import { ADDON_ADMIN_MESSAGES, ADDON_BOOKING_SORTS } from "../../../../shared/addons/addon-booking-admin.ts";
import { formatAmount } from "../../../../shared/money.ts";
import { Button } from "../../../components/ui/button.tsx";
import { type ColumnDef, DataTable, serverSorting } from "../data-table/data-table.tsx";
import { formatStaffDate } from "../ui/staff-date-time.ts";
import { PaymentBadge, VerificationBadge } from "./pet-booking-badges.tsx";

/** A YYYY-MM-DD night on the hotel's calendar, "1 Mar 2026". */
export function formatStayDate(date: string): string {
  return formatStaffDate(`${date}T12:00:00Z`);
}

/**
 * An e-mail address that wraps after its "@" first; a part longer than the column still breaks
 * anywhere (the page's `overflow-wrap`), so one long address cannot widen the table.
 */
function addressBreakable(address: string) {
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/**
 * The guest's name over their e-mail address, in the bookings tables. Whole words (the page's
 * `overflow-wrap: anywhere` would let the table squeeze a name to a letter a line).
 */
export function guestColumn<Booking extends { guest_name: string; guest_email: string }>(): ColumnDef<Booking> {
  return {
    id: "guest",
    header: "Guest",
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <span className="block font-medium wrap-break-word">{row.original.guest_name}</span>
        <span className="block text-muted-foreground">{addressBreakable(row.original.guest_email)}</span>
      </>
    ),
  };
}

function petsSummary(booking: Pick<AddonBookingAdminView, "pet_details" | "number_of_pets">): string {
  const names = booking.pet_details.map((pet) => `${pet.name} (${pet.type})`).join(", ");
  return names || `${booking.number_of_pets} ${booking.number_of_pets === 1 ? "pet" : "pets"}`;
}

function columnsFor(onDetails: (booking: AddonBookingAdminView) => void): ColumnDef<AddonBookingAdminView>[] {
  return [
    { id: "reference", header: "Reference", enableSorting: false, cell: ({ row }) => <span className="font-mono whitespace-nowrap">{row.original.reference}</span> },
    guestColumn(),
    // Sortable columns need a value for TanStack Table; the server does the sorting itself.
    // The stay in one column, the check-out under the check-in, so that at the desk's 1024 px the
    // guest and their pets keep room enough to be read (ADR 101).
    {
      id: "checkIn",
      header: "Check-in",
      accessorFn: (booking) => booking.check_in_date,
      cell: ({ row }) => (
        <>
          <span className="block whitespace-nowrap">{formatStayDate(row.original.check_in_date)}</span>
          <span className="block whitespace-nowrap text-muted-foreground">to {formatStayDate(row.original.check_out_date)}</span>
        </>
      ),
    },
    { id: "pets", header: "Pets", enableSorting: false, cell: ({ row }) => <span className="wrap-break-word">{petsSummary(row.original)}</span> },
    { id: "total", header: "Total", enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatAmount(row.original.total_amount)}</span> },
    { id: "payment", header: "Payment", enableSorting: false, cell: ({ row }) => <PaymentBadge booking={row.original} /> },
    { id: "verification", header: "Verification", enableSorting: false, cell: ({ row }) => <VerificationBadge verified={row.original.verified_at_reception} /> },
    { id: "created", header: "Booked", accessorFn: (booking) => booking.created_at, cell: ({ row }) => <span className="whitespace-nowrap">{formatStaffDate(row.original.created_at)}</span> },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <Button size="sm" variant="outline" onClick={() => onDetails(row.original)}>
          Details<span className="sr-only"> of {row.original.reference}</span>
        </Button>
      ),
    },
  ];
}

interface PetBookingTableProps {
  rows: AddonBookingAdminView[];
  sort: AddonBookingSort;
  order: "asc" | "desc";
  onSort: (sort: AddonBookingSort, order: "asc" | "desc") => void;
  onDetails: (booking: AddonBookingAdminView) => void;
}

/** The page of bookings the server sent, sorted by the server (check-in or booked date). */
export function PetBookingTable({ rows, sort, order, onSort, onDetails }: PetBookingTableProps) {
  return (
    <DataTable
      caption="Pet add-on bookings"
      captionHidden
      columns={columnsFor(onDetails)}
      rows={rows}
      getRowId={(booking) => booking.id}
      empty={ADDON_ADMIN_MESSAGES.EMPTY}
      sorting={serverSorting(ADDON_BOOKING_SORTS, sort, order, onSort)}
    />
  );
}
