import { useQuery } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useState } from "react";
import { ADDON_ADMIN_MESSAGES, type AddonBookingAdminView } from "../../../../shared/addons/addon-booking-admin.ts";
import type { StaffRole } from "../../../../shared/staff/staff-user.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { Pager } from "../data-table/pager.tsx";
import { ListLoadState } from "../data-table/list-load-state.tsx";
import { PageSizeSelect } from "../data-table/page-size-select.tsx";
import { ResultsStatus } from "../data-table/results-status.tsx";
import { PageTitle, PanelSection } from "../ui/panel-section.tsx";
import { DeletePetBookingDialog } from "./delete-pet-booking-dialog.tsx";
import { exportPetBookings, petBookingsQuery } from "./pet-booking-api.ts";
import { PetBookingDetailsDialog } from "./pet-booking-details-dialog.tsx";
import { serverMessageOr } from "./pet-booking-failure.ts";
import { PetBookingFiltersBar } from "./pet-booking-filters-bar.tsx";
import { isFiltered } from "./pet-booking-filters.ts";
import { PetBookingSummary } from "./pet-booking-summary.tsx";
import { PetBookingTable } from "./pet-booking-table.tsx";
import { usePetBookingFilters } from "./use-pet-booking-filters.ts";

const NOUN = { one: "booking", other: "bookings" };

/**
 * The Pet Accommodation tab: cards, filters kept in
 * the address, the server's page of bookings, details with Verify and Delete, and the CSV export.
 * Cancelling or refunding a paid booking is an owner's (ADR 036): reception is told so.
 */
export function PetBookingsPage({ role }: { role: StaffRole }) {
  const mayMoveMoney = role === "owner";
  const [filters, setFilters] = usePetBookingFilters();
  const [open, setOpen] = useState<AddonBookingAdminView | null>(null);
  const [deleting, setDeleting] = useState<AddonBookingAdminView | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useQuery(petBookingsQuery(filters));
  const page = list.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

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
      <PanelSection id="pet-bookings" heading="Bookings">
        <PetBookingFiltersBar filters={filters} onChange={setFilters} />
        <ListLoadState list={list} loading="Loading the bookings..." failed={ADDON_ADMIN_MESSAGES.LOAD_FAILED} />
        {page ? (
          <>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <ResultsStatus shown={page.rows.length} total={page.total} noun={NOUN} />
              <PageSizeSelect id="pet-bookings-page-size" pageSize={filters.pageSize} onChange={(pageSize) => setFilters({ pageSize })} />
            </div>
            <PetBookingTable rows={page.rows} sort={filters.sort} order={filters.order} onSort={(sort, order) => setFilters({ sort, order })} onDetails={setOpen} />
            <Pager page={Math.min(filters.page, pageCount)} pageCount={pageCount} onPage={(next) => setFilters({ page: next })} label="Pages of bookings" />
          </>
        ) : null}
      </PanelSection>
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
