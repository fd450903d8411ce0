import { MAX_PETS } from "./addon-fields.ts";

/** Where the add-on form sends: JSON from its island, or the plain form when no script ran (ADR 104). */
export const ADDON_PATHS = {
  createSession: "/api/addon-bookings/create-session",
  /** Form-encoded in, a 303 to Stripe's hosted Checkout out (or the page of corrections): Pay Now before (or without) JavaScript. */
  createSessionForm: "/api/addon-bookings/create-session/form",
} as const;

/** The plain form's names for pet row `index`'s fields (the island's rows carry the same). */
export function petFieldNames(index: number): { name: string; type: string } {
  return { name: `petName-${index}`, type: `petType-${index}` };
}

/** Every pet row the rule allows, for the form route to read. */
export const PET_ROW_INDEXES: readonly number[] = Array.from({ length: MAX_PETS }, (_, index) => index);
