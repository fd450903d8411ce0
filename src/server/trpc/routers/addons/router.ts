import { addonBookingSuccessViewSchema, checkoutStartSchema, walletPaymentStartSchema } from "../../../../shared/addons/addon-answers.ts";
import { addonBookingSchema } from "../../../../shared/addons/addon-booking.ts";
import { addonSessionRequestSchema } from "../../../../shared/addons/addon-session-request.ts";
import { withE164Phone } from "../../e164-phone.ts";
import { publicProcedure, publicWriteProcedure, router } from "../../init.ts";
import { addonAdminRouter } from "./admin/router.ts";
import { bookingBySession } from "./booking-by-session.handler.ts";
import { createCheckoutSession } from "./create-checkout-session.handler.ts";
import { createPaymentIntent } from "./create-payment-intent.handler.ts";

const addonBookingInput = withE164Phone(addonBookingSchema, "guestPhone");

/** The pet add-on purchase: public, the two writes rate-limited; under `admin`, the staff Pet Accommodation tab. */
export const addonsRouter = router({
  createCheckoutSession: publicWriteProcedure.input(addonBookingInput).output(checkoutStartSchema).mutation(createCheckoutSession),
  createPaymentIntent: publicWriteProcedure.input(addonBookingInput).output(walletPaymentStartSchema).mutation(createPaymentIntent),
  bookingBySession: publicProcedure.input(addonSessionRequestSchema).output(addonBookingSuccessViewSchema).query(bookingBySession),
  admin: addonAdminRouter,
});
