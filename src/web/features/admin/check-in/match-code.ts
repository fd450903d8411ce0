import type { AddonBookingAdminView } from "../../../../shared/addons/addon-booking-admin.ts";

// What reception scans or types at the desk: the QR code holds the reference ("PET-7K3M9Q", a
// USB scanner types it and presses Enter); a guest may read out the reference without "PET-" or
// their room booking's confirmation ID instead.

/** "pet-7k3m9q ", "7K3M9Q" → "PET-7K3M9Q"; anything else as typed, trimmed and upper-cased. */
export function normaliseCode(typed: string): string {
  const code = typed.trim().toUpperCase().replace(/\s+/g, "");
  return /^[A-Z0-9]{6}$/.test(code) && !/^\d+$/.test(code) ? `PET-${code}` : code;
}

/** The bookings the code names exactly: by reference, else by confirmation ID (a stay may have several). */
export function bookingsMatching(rows: readonly AddonBookingAdminView[], typed: string): AddonBookingAdminView[] {
  const code = normaliseCode(typed);
  const byReference = rows.filter((row) => row.reference.toUpperCase() === code);
  if (byReference.length) return byReference;
  const raw = typed.trim().toUpperCase();
  return rows.filter((row) => row.booking_confirmation_id.toUpperCase() === raw);
}

export type CheckInWarning = "unpaid" | "cancelled" | "verified" | null;

/** Why the add-on must not simply be verified: unpaid, cancelled, or verified already. */
export function checkInWarning(booking: AddonBookingAdminView): CheckInWarning {
  if (booking.payment_status === "cancelled") return "cancelled";
  if (booking.payment_status !== "succeeded") return "unpaid";
  if (booking.verified_at_reception) return "verified";
  return null;
}
