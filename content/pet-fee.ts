// The pet fee on its own, so pages that only quote it (FAQ, room policies) need not load the pet-friendly page's content.
import type { z } from "zod";
import type { petFeeSchema } from "../src/shared/content/pet-friendly.ts";
import { CONTENT_CURRENCY, type Pounds } from "./money.ts";

/** The pet fee as the site states it (public-site §9, terms and conditions). */
export const PET_FEE = {
  perPetPerNight: 15,
  payable: "on arrival",
  directBookingDiscountPerPetPerNight: 5,
  currency: CONTENT_CURRENCY,
} as const satisfies z.infer<typeof petFeeSchema>;

/** What a direct-booking guest pays per pet per night: the fee less the direct-booking discount. */
export const DIRECT_BOOKING_PET_FEE: Pounds = PET_FEE.perPetPerNight - PET_FEE.directBookingDiscountPerPetPerNight;
