import { z } from "zod/mini";
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
import { stated } from "../validation/stated-rules.ts";

const PET_DETAILS_MISMATCH = "Please provide details for each pet";

/** A figure the page showed the guest (pounds, or nights): compared with the server's own, never charged. */
const quotedPoundsSchema = z.optional(z.number({ error: invalidMessage("amount") }).check(z.nonnegative({ error: invalidMessage("amount") })));
const quotedNightsSchema = z.optional(z.number({ error: invalidMessage("number of nights") }).check(z.int({ error: invalidMessage("number of nights") })));

/** What the page said the stay costs; the server refuses the booking when its own price differs (AMOUNT_MISMATCH). */
interface QuotedAmounts {
  numberOfNights?: number;
  /** Pounds. */
  subtotal?: number;
  /** Pounds. */
  totalAmount?: number;
}

const petAddonSchema = stated(
  z
    .object(
      {
        // The pet add-on is the only product on the page, so the booking is pointless without it.
        enabled: z.literal(true, { error: ADDON_NOT_SELECTED }),
        numberOfPets: numberOfPetsSchema,
        petDetails: z.array(z.object({ name: petNameSchema, type: petTypeSchema }), { error: PET_DETAILS_MISMATCH }),
        specialRequirements: specialRequirementsSchema,
        subtotal: quotedPoundsSchema,
      },
      { error: ADDON_NOT_SELECTED },
    )
    .check(
      z.superRefine((addon, ctx) => {
        if (Number.isInteger(addon.numberOfPets) && Array.isArray(addon.petDetails) && addon.petDetails.length !== addon.numberOfPets) {
          ctx.addIssue({ code: "custom", message: PET_DETAILS_MISMATCH, path: ["petDetails"], input: addon.petDetails });
        }
      }),
    ),
  { refusals: [{ message: PET_DETAILS_MISMATCH, when: "petDetails does not hold one entry for each of numberOfPets" }] },
);

function hasTwoRealDates(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const { checkInDate, checkOutDate } = value as { checkInDate?: unknown; checkOutDate?: unknown };
  return typeof checkInDate === "string" && isIsoDate(checkInDate) && typeof checkOutDate === "string" && isIsoDate(checkOutDate);
}

/*
 * The page's payload also carries numberOfNights, subtotal and
 * totalAmount. Parsing moves them into `quoted`: the server prices the stay from its own constants
 * (ADR 019) and refuses a booking whose page showed another figure; the output's
 * numberOfNights comes from the dates.
 */
function buildAddonBookingSchema(today: TodayProvider) {
  const checked = z
    .object({
      bookingConfirmationId: bookingConfirmationIdSchema,
      guestName: guestNameSchema,
      guestEmail: addonEmailSchema,
      guestPhone: addonPhoneSchema,
      checkInDate: checkInDateField(today),
      checkOutDate: checkOutDateSchema,
      petAddon: petAddonSchema,
      numberOfNights: quotedNightsSchema,
      totalAmount: quotedPoundsSchema,
      marketingConsent: z._default(z.boolean({ error: invalidMessage("marketing choice") }), false),
      // Set when a wallet payment already succeeded; the server confirms it with the provider.
      paymentIntentId: optionalCleanedString(
        invalidMessage("payment reference"),
        z.string().check(z.regex(/^pi_\w{1,250}$/, invalidMessage("payment reference"))),
      ),
    })
    .check(
      z.superRefine(
        (booking, ctx) => {
          const nights = nightsBetween(booking.checkInDate, booking.checkOutDate);
          const message = nights < 1 ? CHECK_OUT_NOT_AFTER_CHECK_IN : nights > MAX_STAY_NIGHTS ? STAY_TOO_LONG : undefined;
          if (message) ctx.addIssue({ code: "custom", message, path: ["checkOutDate"], input: booking.checkOutDate });
        },
        // Runs despite other fields' errors, so the form shows every error at once; it needs only two real dates.
        { when: (payload) => hasTwoRealDates(payload.value) },
      ),
    );
  return z.pipe(
    stated(checked, {
      refusals: [
        { message: CHECK_OUT_NOT_AFTER_CHECK_IN, when: "check-out is not after check-in" },
        { message: STAY_TOO_LONG, when: `more than ${MAX_STAY_NIGHTS} nights` },
      ],
    }),
    z.transform(({ numberOfNights, totalAmount, petAddon: { subtotal, ...petAddon }, ...booking }: z.output<typeof checked>) => {
      const quoted: QuotedAmounts = {
        ...(numberOfNights === undefined ? {} : { numberOfNights }),
        ...(subtotal === undefined ? {} : { subtotal }),
        ...(totalAmount === undefined ? {} : { totalAmount }),
      };
      return { ...booking, petAddon, numberOfNights: nightsBetween(booking.checkInDate, booking.checkOutDate), quoted };
    }),
  );
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
