import type { AddonBookingAdminView } from "../../../../shared/addons/addon-booking-admin.ts";
import { fetchPetBookings } from "../pet-bookings/pet-booking-api.ts";
import { bookingsMatching, normaliseCode } from "./match-code.ts";

/**
 * Finds the add-ons a scanned or typed code names, through the Pet Accommodation list's search
 * (reference or confirmation ID, audited as a staff read), keeping exact matches only.
 */
export async function findByCode(typed: string): Promise<AddonBookingAdminView[]> {
  const page = await fetchPetBookings({ search: normaliseCode(typed).slice(0, 100), pageSize: 25 });
  const exact = bookingsMatching(page.rows, typed);
  if (exact.length || normaliseCode(typed) === typed.trim().toUpperCase()) return exact;
  // "7K3M9Q" found nothing as a reference: it may be a confirmation ID.
  const again = await fetchPetBookings({ search: typed.trim().slice(0, 100), pageSize: 25 });
  return bookingsMatching(again.rows, typed);
}
