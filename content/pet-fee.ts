// The pet fee on its own, so pages that only quote it (FAQ, room policies) need not load the pet-friendly page's content.
import { CONTENT_CURRENCY, type ContentCurrency, type Pounds } from "./money.ts";

/** The pet fee as the site states it (public-site §9, terms and conditions). */
export const PET_FEE = {
  perPetPerNight: 15,
  payable: "on arrival",
  directBookingDiscountPerPetPerNight: 5,
  currency: CONTENT_CURRENCY,
} as const satisfies { perPetPerNight: Pounds; payable: string; directBookingDiscountPerPetPerNight: Pounds; currency: ContentCurrency };

/** What a direct-booking guest pays per pet per night: the fee less the direct-booking discount. */
export const DIRECT_BOOKING_PET_FEE: Pounds = PET_FEE.perPetPerNight - PET_FEE.directBookingDiscountPerPetPerNight;
