import type { Prisma } from "../../db/prisma.ts";

/**
 * Every column of an add-on booking the app reads, the one base `select` of the record; each reader
 * narrows it with services/core/narrowed-select.ts. Never read: the unit price (the total is what
 * was paid), `anonymisedAt` and `updatedAt` (bookkeeping of the writes).
 */
export const addonBookingBaseSelect = {
  id: true,
  reference: true,
  bookingConfirmationId: true,
  guestName: true,
  guestEmail: true,
  guestPhone: true,
  checkInDate: true,
  checkOutDate: true,
  numberOfNights: true,
  numberOfPets: true,
  petDetails: true,
  specialRequirements: true,
  totalAmountPence: true,
  currency: true,
  marketingOptIn: true,
  paymentMethod: true,
  paymentStatus: true,
  stripeCheckoutSessionId: true,
  stripePaymentIntentId: true,
  paidAt: true,
  paidAtDeskAt: true,
  paidAtDeskBy: true,
  deskPaymentMethod: true,
  verifiedAtReception: true,
  verifiedBy: true,
  verifiedAt: true,
  cancelledAt: true,
  refundedAt: true,
  createdAt: true,
} satisfies Prisma.AddonBookingSelect;

export type AddonBookingColumn = keyof typeof addonBookingBaseSelect;

/** What staff must never see of a booking: Stripe's ids. (The marketing choice they see, ADR 063.) */
export type StaffHiddenColumn = "stripeCheckoutSessionId" | "stripePaymentIntentId";
