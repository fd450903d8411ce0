import { useQuery } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useState } from "react";
import { ADDON_ADMIN_MESSAGES, addonBookingListQuerySchema, type AddonBookingAdminView } from "../../../../shared/addons/addon-booking-admin.ts";
import type { StaffRole } from "../../../../shared/staff/staff-user.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { ListFrame, ListPageParts } from "../data-table/list-frame.tsx";
import { useListAddress } from "../data-table/use-list-address.ts";
import { PageTitle } from "../ui/panel-section.tsx";
import { DeletePetBookingDialog } from "./delete-pet-booking-dialog.tsx";
import { exportPetBookings, petBookingsQuery } from "./pet-booking-api.ts";
import { PetBookingDetailsDialog } from "./pet-booking-details-dialog.tsx";
import { serverMessageOr } from "./pet-booking-failure.ts";
import { isFiltered, PetBookingFiltersBar } from "./pet-booking-filters-bar.tsx";
import { PetBookingSummary } from "./pet-booking-summary.tsx";
import { PetBookingTable } from "./pet-booking-table.tsx";

const NOUN = { one: "booking", other: "bookings" };

/**
 * The Pet Accommodation tab: cards, filters kept in
 * the address, the server's page of bookings, details with Verify and Delete, and the CSV export.
 * Cancelling or refunding a paid booking is an owner's (ADR 036): reception is told so.
 */
export function PetBookingsPage({ role }: { role: StaffRole }) {
  const mayMoveMoney = role === "owner";
  const [filters, setFilters] = useListAddress(addonBookingListQuerySchema);
  const [open, setOpen] = useState<AddonBookingAdminView | null>(null);
  const [deleting, setDeleting] = useState<AddonBookingAdminView | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useQuery(petBookingsQuery(filters));
  const page = list.data;

  async function exportCsv(): Promise<void> {
    setExporting(true);
    try {
      await exportPetBookings(filters);
      showToast(ADDON_ADMIN_MESSAGES.EXPORTED, "success");
    } catch (failure) {
      showToast(serverMessageOr(failure, "Failed to export CSV"), "error");
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageTitle>Pet Accommodation</PageTitle>
          <p className="mt-1 text-muted-foreground">
            {mayMoveMoney
              ? "Pet add-ons guests paid for online: find them, verify them at reception, cancel or refund them."
              : "Pet add-ons guests paid for online: find them, verify them at reception, delete unpaid ones."}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RefreshCw aria-hidden="true" />
            {list.isFetching ? "Refreshing..." : "Refresh"}
          </Button>
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <Download aria-hidden="true" />
            {exporting ? "Exporting..." : "Export CSV"}
          </Button>
        </div>
      </div>
      {page ? <PetBookingSummary summary={page.summary} filtered={isFiltered(filters)} /> : null}
      <ListFrame
        id="pet-bookings"
        heading="Bookings"
        filters={<PetBookingFiltersBar filters={filters} onChange={setFilters} />}
        list={list}
        loading="Loading the bookings..."
        failed={ADDON_ADMIN_MESSAGES.LOAD_FAILED}
      >
        {(shown) => (
          <ListPageParts page={shown} query={filters} onChange={setFilters} noun={NOUN} pagesLabel="Pages of bookings" pageSizeId="pet-bookings-page-size">
            <PetBookingTable rows={shown.rows} sort={filters.sort} order={filters.order} onSort={(sort, order) => setFilters({ sort, order })} onDetails={setOpen} />
          </ListPageParts>
        )}
      </ListFrame>
      {open ? <PetBookingDetailsDialog booking={open} mayMoveMoney={mayMoveMoney} onClose={() => setOpen(null)} onDelete={setDeleting} /> : null}
      {deleting ? (
        <DeletePetBookingDialog
          booking={deleting}
          onClose={() => setDeleting(null)}
          onDone={() => {
            setDeleting(null);
            setOpen(null);
          }}
        />
      ) : null}
    </div>
  );
}
