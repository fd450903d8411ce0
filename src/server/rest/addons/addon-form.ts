import type { FastifyInstance } from "fastify";
import { ADDON_PATHS, PET_ROW_INDEXES, petFieldNames } from "../../../shared/addons/addon-paths.ts";
import { correctionsPage, registerPlainFormRoute } from "../plain-form-route.ts";

const BOOKING_FIELDS = ["bookingConfirmationId", "guestName", "guestEmail", "guestPhone", "checkInDate", "checkOutDate"] as const;
const PET_FIELDS = PET_ROW_INDEXES.flatMap((index) => [petFieldNames(index).name, petFieldNames(index).type]);

/**
 * The procedure's input from the plain form (ADR 104): the page carries a row for each pet the
 * selector offers, and the number of pets decides how many of them count, as the island sends
 * only that many. No figures the page showed: the server prices the stay itself.
 */
function addonBookingFromForm(fields: Record<string, unknown>): unknown {
  const count = fields.numberOfPets;
  const sentRows = PET_ROW_INDEXES.filter((index) => fields[petFieldNames(index).name] !== undefined).length;
  const rows = typeof count === "number" && Number.isInteger(count) && count >= 0 && count <= PET_ROW_INDEXES.length ? count : sentRows;
  const requirements = fields.specialRequirements;
  return {
    ...Object.fromEntries(BOOKING_FIELDS.flatMap((name) => (fields[name] === undefined ? [] : [[name, fields[name]]]))),
    petAddon: {
      enabled: fields.petAddonEnabled,
      numberOfPets: count,
      petDetails: Array.from({ length: rows }, (_, index) => ({ name: fields[petFieldNames(index).name], type: fields[petFieldNames(index).type] })),
      ...(requirements === undefined ? {} : { specialRequirements: requirements }),
    },
    marketingConsent: fields.marketingConsent,
  };
}

/** The schema's error keys in the form's order, for the page of corrections. */
const ERROR_ORDER = [
  ...BOOKING_FIELDS,
  "petAddon",
  "petAddon.enabled",
  "petAddon.numberOfPets",
  "petAddon.petDetails",
  ...PET_ROW_INDEXES.flatMap((index) => [`petAddon.petDetails.${index}.name`, `petAddon.petDetails.${index}.type`]),
  "petAddon.specialRequirements",
  "marketingConsent",
];

/** Pay Now without JavaScript: the card path's own procedure, then on to Stripe's hosted Checkout (ADR 104). */
export function registerAddonFormRoute(app: FastifyInstance): void {
  registerPlainFormRoute(app, {
    url: ADDON_PATHS.createSessionForm,
    fields: [...BOOKING_FIELDS, "petAddonEnabled", "numberOfPets", ...PET_FIELDS, "specialRequirements", "marketingConsent"],
    ticks: ["petAddonEnabled", "marketingConsent"],
    numbers: ["numberOfPets"],
    optional: ["specialRequirements"],
    toInput: addonBookingFromForm,
    // 500 characters of requirements in a script of three bytes a character are 4.5 KB form-encoded.
    bodyLimit: 16_384,
    errorOrder: ERROR_ORDER,
    procedure: (caller) => caller.addons.createCheckoutSession,
    redirect: (started) => started.checkoutUrl,
    page: { failure: correctionsPage("Your payment was not started") },
  });
}
