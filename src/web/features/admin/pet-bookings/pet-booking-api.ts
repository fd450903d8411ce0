import {
  ADDON_CSV_PREFIX,
  addonBookingAdminViewSchema,
  addonBookingDeleteResultSchema,
  addonBookingListSchema,
  type AddonBookingAdminView,
  type AddonBookingDeleteResult,
  type AddonBookingList,
} from "../../../../shared/addons/addon-booking-admin.ts";
import { downloadCsv } from "../data-table/download-csv.ts";
import { adminFetch } from "../shell/admin-fetch.ts";
import { apiQueryOf, type PetBookingFilters } from "./pet-booking-filters.ts";

const PATH = "/api/admin/addon-bookings";

/** Every query of the tab is under this key; the live notices invalidate it when a booking changes. */
export const PET_BOOKINGS_QUERY_KEY = ["admin", "pet-bookings"] as const;

export function petBookingListKey(filters: PetBookingFilters) {
  return [...PET_BOOKINGS_QUERY_KEY, "list", apiQueryOf(filters, { paged: true })] as const;
}

export function petBookingKey(id: string) {
  return [...PET_BOOKINGS_QUERY_KEY, "booking", id] as const;
}

export function fetchPetBookings(filters: PetBookingFilters, signal?: AbortSignal): Promise<AddonBookingList> {
  return adminFetch(`${PATH}${apiQueryOf(filters, { paged: true })}`, addonBookingListSchema, signal ? { signal } : {});
}

export function fetchPetBooking(id: string, signal: AbortSignal): Promise<AddonBookingAdminView> {
  return adminFetch(`${PATH}/${encodeURIComponent(id)}`, addonBookingAdminViewSchema, { signal });
}

export function verifyPetBooking(id: string): Promise<AddonBookingAdminView> {
  return adminFetch(`${PATH}/${encodeURIComponent(id)}/verify`, addonBookingAdminViewSchema, { method: "PATCH" });
}

/** Removes an unpaid booking; cancels a paid one (kept), refunding it when `refund` (ADR 025). */
export function deletePetBooking(id: string, refund: boolean): Promise<AddonBookingDeleteResult> {
  return adminFetch(`${PATH}/${encodeURIComponent(id)}`, addonBookingDeleteResultSchema, { method: "DELETE", body: { refund } });
}

/** Saves every booking the filters match as a CSV; answers the file's name. */
export function exportPetBookings(filters: PetBookingFilters): Promise<string> {
  return downloadCsv(`${PATH}/export.csv${apiQueryOf(filters, { paged: false })}`, `${ADDON_CSV_PREFIX}.csv`);
}
