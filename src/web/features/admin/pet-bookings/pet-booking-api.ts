import { keepPreviousData } from "@tanstack/react-query";
import {
  ADDON_CSV_PREFIX,
  addonBookingListQuerySchema,
  type AddonBookingAdminView,
  type AddonBookingListQuery,
  type DeskPaymentMethod,
} from "../../../../shared/addons/addon-booking-admin.ts";
import { exportPathOf, listInputOf } from "../data-table/list-address.ts";
import { downloadCsv } from "../data-table/download-csv.ts";
import { staffTrpc, staffTrpcClient } from "../shell/staff-trpc.ts";

// The Pet Accommodation tab's calls (`addons.admin.*`), typed from AppRouter (ADR 085); the CSV
// export is a file download from its documented /api path.

/** Every query of the tab (the list and each booking); the live notices refresh it when a booking changes. */
export function petBookingsFilter() {
  return staffTrpc.addons.admin.pathFilter();
}

/** The server's page of bookings the filters match; the last page stays shown while the next loads. */
export function petBookingsQuery(filters: AddonBookingListQuery) {
  return staffTrpc.addons.admin.list.queryOptions(listInputOf(addonBookingListQuerySchema, filters), { placeholderData: keepPreviousData });
}

export function fetchPetBookings(filters: Partial<AddonBookingListQuery>) {
  return staffTrpcClient.addons.admin.list.query(listInputOf(addonBookingListQuerySchema, filters));
}

/** One booking read afresh (an audited staff read), the listed row shown until it comes. */
export function petBookingQuery(listed: AddonBookingAdminView) {
  return staffTrpc.addons.admin.byId.queryOptions({ id: listed.id }, { placeholderData: listed });
}

export function petBookingKey(id: string) {
  return staffTrpc.addons.admin.byId.queryKey({ id });
}

export function verifyPetBooking(id: string) {
  return staffTrpcClient.addons.admin.verify.mutate({ id });
}

/** Records the booking's own amount as taken at the desk, cash or card terminal (ADR 090). */
export function recordDeskPayment(id: string, method: DeskPaymentMethod) {
  return staffTrpcClient.addons.admin.recordDeskPayment.mutate({ id, method });
}

/** An owner takes back a desk payment recorded by mistake (ADR 090). */
export function undoDeskPayment(id: string) {
  return staffTrpcClient.addons.admin.undoDeskPayment.mutate({ id });
}

/** Removes an unpaid booking; cancels a paid one (kept), refunding it when `refund` (ADR 025). */
export function deletePetBooking(id: string, refund: boolean) {
  return staffTrpcClient.addons.admin.remove.mutate({ id, refund });
}

/** Saves every booking the filters match as a CSV; answers the file's name. */
export function exportPetBookings(filters: AddonBookingListQuery): Promise<string> {
  return downloadCsv(exportPathOf(addonBookingListQuerySchema, "/api/admin/addon-bookings/export.csv", filters), `${ADDON_CSV_PREFIX}.csv`);
}
