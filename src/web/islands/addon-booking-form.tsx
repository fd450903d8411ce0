import { AddonBookingForm } from "../features/addons/addon-booking-form.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

/** The pet add-on form and its payment step (Stripe.js loads only there): hydrated on first touch. */
export default defineIsland("addon-booking-form", AddonBookingForm, "interaction");
