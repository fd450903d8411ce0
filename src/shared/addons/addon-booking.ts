import { z } from "zod";
import {
  ADDON_NOT_SELECTED,
  addonEmailSchema,
  addonPhoneSchema,
  bookingConfirmationIdSchema,
  CHECK_OUT_NOT_AFTER_CHECK_IN,
  checkInDateField,
  checkOutDateSchema,
  guestNameSchema,
  MAX_STAY_NIGHTS,
  numberOfPetsSchema,
  petNameSchema,
  petTypeSchema,
  specialRequirementsSchema,
  STAY_TOO_LONG,
} from "./addon-fields.ts";
import { isIsoDate, londonToday, nightsBetween, type TodayProvider } from "../dates.ts";
import { invalidMessage } from "../validation/messages.ts";
import { optionalCleanedString } from "../validation/sanitize.ts";

export const PET_DETAILS_MISMATCH = "Please provide details for each pet";

const petAddonSchema = z
  .object(
    {
      // The pet add-on is the only product on the page, so the booking is pointless without it.
      enabled: z.literal(true, { error: ADDON_NOT_SELECTED }),
      numberOfPets: numberOfPetsSchema,
      petDetails: z.array(z.object({ name: petNameSchema, type: petTypeSchema }), { error: PET_DETAILS_MISMATCH }),
      specialRequirements: specialRequirementsSchema,
    },
    { error: ADDON_NOT_SELECTED },
  )
  .superRefine((addon, ctx) => {
    if (Number.isInteger(addon.numberOfPets) && Array.isArray(addon.petDetails) && addon.petDetails.length !== addon.numberOfPets) {
      ctx.addIssue({ code: "custom", message: PET_DETAILS_MISMATCH, path: ["petDetails"], input: addon.petDetails });
    }
  });

function hasTwoRealDates(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const { checkInDate, checkOutDate } = value as { checkInDate?: unknown; checkOutDate?: unknown };
  return typeof checkInDate === "string" && isIsoDate(checkInDate) && typeof checkOutDate === "string" && isIsoDate(checkOutDate);
}

/*
 * The spec's payload (addons-privacy-admin §3.2) also carries numberOfNights, subtotal and
 * totalAmount. They are not declared, so parsing strips them: the server prices the stay from its
 * own constants (DESIGN "How data flows"), and the output's numberOfNights comes from the dates.
 */
function buildAddonBookingSchema(today: TodayProvider) {
  return z
    .object({
      bookingConfirmationId: bookingConfirmationIdSchema,
      guestName: guestNameSchema,
      guestEmail: addonEmailSchema,
      guestPhone: addonPhoneSchema,
      checkInDate: checkInDateField(today),
      checkOutDate: checkOutDateSchema,
      petAddon: petAddonSchema,
      marketingConsent: z.boolean({ error: invalidMessage("marketing choice") }).default(false),
      // Set when a wallet payment already succeeded; the server confirms it with the provider.
      paymentIntentId: optionalCleanedString(
        invalidMessage("payment reference"),
        z.string().regex(/^pi_\w{1,250}$/, invalidMessage("payment reference")),
      ),
    })
    .superRefine(
      (booking, ctx) => {
        const nights = nightsBetween(booking.checkInDate, booking.checkOutDate);
        const message = nights < 1 ? CHECK_OUT_NOT_AFTER_CHECK_IN : nights > MAX_STAY_NIGHTS ? STAY_TOO_LONG : undefined;
        if (message) ctx.addIssue({ code: "custom", message, path: ["checkOutDate"], input: booking.checkOutDate });
      },
      // Runs despite other fields' errors, so the form shows every error at once; it needs only two real dates.
      { when: (payload) => hasTwoRealDates(payload.value) },
    )
    .transform((booking) => ({ ...booking, numberOfNights: nightsBetween(booking.checkInDate, booking.checkOutDate) }));
}

/** Add-on booking schema judged against a fixed London date (YYYY-MM-DD), for tests and replays. */
export function createAddonBookingSchema(today: string) {
  return buildAddonBookingSchema(() => today);
}

// Reads the London date on every parse, so a long-running server never works with a stale "today".
export const addonBookingSchema = buildAddonBookingSchema(() => londonToday());

export type AddonBookingInput = z.input<typeof addonBookingSchema>;
export type AddonBooking = z.output<typeof addonBookingSchema>;
export type PetType = AddonBooking["petAddon"]["petDetails"][number]["type"];
