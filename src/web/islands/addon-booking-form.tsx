import { CHECKOUT_LEFT_PARAM } from "../features/addons/addon-form-draft.ts";
import { AddonBookingForm } from "../features/addons/addon-booking-form.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

/** The pet add-on form and its payment step (Stripe.js loads only there): hydrated on first touch. */
// Back from Stripe's page unpaid (?checkout=cancelled), it wakes at once to give the guest their form back (ADR 082).
export default defineIsland("addon-booking-form", AddonBookingForm, "interaction", [CHECKOUT_LEFT_PARAM]);
