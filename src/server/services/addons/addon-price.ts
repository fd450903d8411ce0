import type { AddonBooking } from "../../../shared/addons/addon-booking.ts";
import { PET_ADDON_CURRENCY, PET_ADDON_PENCE_PER_PET_NIGHT, petAddonTotalPence } from "../../../shared/addons/addon-pricing.ts";
import { paymentError } from "./payment-app-error.ts";

export interface AddonPrice {
  unitAmountPence: number;
  /** Pets x nights: the Checkout line item's quantity. */
  quantity: number;
  totalAmountPence: number;
  currency: typeof PET_ADDON_CURRENCY;
}

const penceOf = (pounds: number) => Math.round(pounds * 100);

/**
 * The server's price for the booking (pets x nights x £10, in pence). A figure the page showed
 * that differs (total, subtotal or nights) means the guest saw another price: refused with 400
 * AMOUNT_MISMATCH before anything reaches Stripe.
 */
export function priceAddonBooking(booking: Pick<AddonBooking, "numberOfNights" | "petAddon" | "quoted">): AddonPrice {
  const totalAmountPence = petAddonTotalPence(booking.petAddon.numberOfPets, booking.numberOfNights);
  const { quoted } = booking;
  const differs =
    (quoted.totalAmount !== undefined && penceOf(quoted.totalAmount) !== totalAmountPence) ||
    (quoted.subtotal !== undefined && penceOf(quoted.subtotal) !== totalAmountPence) ||
    (quoted.numberOfNights !== undefined && quoted.numberOfNights !== booking.numberOfNights);
  if (differs) throw paymentError("AMOUNT_MISMATCH", "BAD_REQUEST");
  return {
    unitAmountPence: PET_ADDON_PENCE_PER_PET_NIGHT,
    quantity: booking.petAddon.numberOfPets * booking.numberOfNights,
    totalAmountPence,
    currency: PET_ADDON_CURRENCY,
  };
}
