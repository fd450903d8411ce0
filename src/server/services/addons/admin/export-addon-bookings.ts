import { ADDON_CSV_HEADER, ADDON_CSV_PREFIX, type AddonBookingFilters } from "../../../../shared/addons/addon-booking-admin.ts";
import { recordAudit } from "../../core/audit-trail.ts";
import { type CsvFile, csvFile, datedCsvName } from "../../core/csv-file.ts";
import { addonBookingAdminSelect, addonBookingAdminView } from "./addon-booking-admin-view.ts";
import { addonBookingOrder, addonBookingWhere } from "./addon-booking-filters.ts";
import { auditedFilters } from "../../core/audited-filters.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";

const PAYMENT_WORDS = { succeeded: "Paid", pending: "Pending", failed: "Failed", cancelled: "Cancelled" } as const;

/**
 * Every booking the filters match as a CSV (ID, confirmation id, guest, e-mail, phone,
 * check-in, check-out, nights, pets, total, payment, verified, by, at, created, and the marketing
 * tick of ADR 063), in the list's order. The export is audited with its row count before the
 * file is answered.
 */
export async function exportAddonBookings(context: ServiceContext<StaffActor>, filters: AddonBookingFilters): Promise<CsvFile> {
  const rows = await context.prisma.addonBooking.findMany({ where: addonBookingWhere(filters), orderBy: addonBookingOrder(filters), select: addonBookingAdminSelect });
  await recordAudit(
    context.prisma,
    { action: "addons.bookings_exported", actor: context.actor, ipAddress: context.ipAddress, details: { ...auditedFilters(filters), rowCount: rows.length } },
    context.now(),
  );
  const cells = rows.map(addonBookingAdminView).map((booking) => [
    booking.id,
    booking.booking_confirmation_id,
    booking.guest_name,
    booking.guest_email,
    booking.guest_phone,
    booking.check_in_date,
    booking.check_out_date,
    booking.number_of_nights,
    booking.pet_details.map((pet) => `${pet.name} (${pet.type})`).join("; "),
    booking.total_amount.toFixed(2),
    booking.payment_status === "cancelled" && booking.refunded_at ? "Refunded" : PAYMENT_WORDS[booking.payment_status],
    booking.verified_at_reception ? "Yes" : "No",
    booking.verified_by ?? "",
    booking.verified_at ?? "",
    booking.created_at,
    booking.marketing_consent ? "Yes" : "No",
  ]);
  return csvFile(datedCsvName(ADDON_CSV_PREFIX, context.now()), ADDON_CSV_HEADER, cells);
}
