import type { Config } from "../../config.ts";
import { addonConfirmation } from "../mail/addon-confirmation.ts";
import { addonStaffNotice } from "../mail/addon-staff-notice.ts";
import type { AddonSummary } from "../mail/addon-summary.ts";
import type { MailDraft } from "../outbox/outbox-messages.ts";
import { type AddonBookingRecord, isoDay, petDetailsOf } from "./addon-booking-record.ts";
import { referenceQrPngBase64 } from "./reference-qr-code.ts";
import { nationalPhone } from "../../../shared/validation/phone-number.ts";

function addonSummaryOf(record: AddonBookingRecord, paidAt: Date): AddonSummary {
  return {
    reference: record.reference,
    bookingConfirmationId: record.bookingConfirmationId,
    guest: { name: record.guestName, email: record.guestEmail, phone: nationalPhone(record.guestPhone) },
    checkInDate: isoDay(record.checkInDate),
    checkOutDate: isoDay(record.checkOutDate),
    numberOfNights: record.numberOfNights,
    pets: petDetailsOf(record),
    specialRequirements: record.specialRequirements,
    totalPence: record.totalAmountPence,
    paidAt,
  };
}

/** The guest's confirmation and the staff notice of a paid add-on, written with the claim that made it paid. */
export async function addonPaidMailDrafts(record: AddonBookingRecord, paidAt: Date, config: Pick<Config, "STAFF_EMAIL">): Promise<MailDraft[]> {
  const summary = addonSummaryOf(record, paidAt);
  return [
    {
      kind: "addon_confirmation",
      to: record.guestEmail,
      content: addonConfirmation(summary, await referenceQrPngBase64(record.reference)),
      headers: { "Auto-Submitted": "auto-generated" },
    },
    {
      kind: "addon_staff_notice",
      to: config.STAFF_EMAIL,
      replyTo: record.guestEmail,
      content: addonStaffNotice(summary),
      headers: { "Auto-Submitted": "auto-generated" },
    },
  ];
}
