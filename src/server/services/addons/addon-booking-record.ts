import type { AddonBookingGuestView } from "../../../shared/addons/addon-booking-view.ts";
import type { PetType } from "../../../shared/addons/addon-booking.ts";
import type { Prisma } from "../../db/prisma.ts";
import { narrowedSelect } from "../core/narrowed-select.ts";
import { addonBookingBaseSelect } from "./addon-booking-select.ts";

/** What the add-on services read of a booking: everything the guest view, the e-mails and fulfilment need. */
export const addonBookingSelect = narrowedSelect(addonBookingBaseSelect, ["id", "reference", "bookingConfirmationId", "guestName", "guestEmail", "guestPhone", "checkInDate", "checkOutDate", "numberOfNights", "numberOfPets", "petDetails", "specialRequirements", "totalAmountPence", "currency", "paymentMethod", "paymentStatus", "stripeCheckoutSessionId", "stripePaymentIntentId", "paidAt", "createdAt", "marketingOptIn"]);

export type AddonBookingRecord = Prisma.AddonBookingGetPayload<{ select: typeof addonBookingSelect }>;

export interface PetDetail {
  name: string;
  type: PetType;
}

/** The stored pet list, read defensively (it is JSON in the database). */
export function petDetailsOf(record: Pick<AddonBookingRecord, "petDetails">): PetDetail[] {
  if (!Array.isArray(record.petDetails)) return [];
  return record.petDetails.flatMap((pet) => {
    if (typeof pet !== "object" || pet === null || Array.isArray(pet)) return [];
    const { name, type } = pet as Record<string, unknown>;
    return typeof name === "string" && (type === "Dog" || type === "Cat") ? [{ name, type }] : [];
  });
}

/**
 * Every entry of a stored `petDetails` value as {name, type}, whatever else it holds: a missing or
 * malformed name or type reads as "", so the list keeps one entry per pet stored.
 */
export function storedPets(petDetails: Prisma.JsonValue): { name: string; type: string }[] {
  if (!Array.isArray(petDetails)) return [];
  return petDetails.map((pet) => {
    const record = pet !== null && typeof pet === "object" && !Array.isArray(pet) ? pet : {};
    return { name: typeof record.name === "string" ? record.name : "", type: typeof record.type === "string" ? record.type : "" };
  });
}

/** A DATE column as YYYY-MM-DD (Prisma reads it as midnight UTC). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function poundsOf(pence: number): number {
  return pence / 100;
}

/** The success page's guest view; the QR code is drawn by the caller (it is async). */
export function guestViewOf(record: AddonBookingRecord, referenceQrSvg: string): AddonBookingGuestView {
  const total = poundsOf(record.totalAmountPence);
  return {
    personalDetails: "shown",
    id: record.id,
    reference: record.reference,
    referenceQrSvg,
    bookingConfirmationId: record.bookingConfirmationId,
    paymentStatus: record.paymentStatus,
    guestName: record.guestName,
    guestEmail: record.guestEmail,
    guestPhone: record.guestPhone,
    checkInDate: isoDay(record.checkInDate),
    checkOutDate: isoDay(record.checkOutDate),
    numberOfNights: record.numberOfNights,
    totalAmount: total,
    petAddon: {
      enabled: true,
      numberOfPets: record.numberOfPets,
      petDetails: petDetailsOf(record),
      specialRequirements: record.specialRequirements,
      subtotal: total,
    },
  };
}
