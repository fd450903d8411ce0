import { z } from "zod";
import { withoutControlCharacters } from "../validation/sanitize.ts";

export const BOOKING_NOT_FOUND_MESSAGE = "We could not find your booking details. Please contact us if you need assistance.";

/**
 * The success page's query: Stripe's Checkout Session id (cs_…) or a wallet PaymentIntent's id
 * (pi_…). Any other text is not refused here but answered as an unknown booking (404), so
 * the page shows one message whatever was in its address.
 */
export const addonSessionRequestSchema = z.object({
  sessionId: z
    .string({ error: BOOKING_NOT_FOUND_MESSAGE })
    .trim()
    .min(1, BOOKING_NOT_FOUND_MESSAGE)
    .max(300, BOOKING_NOT_FOUND_MESSAGE)
    .refine((id) => withoutControlCharacters(id) === id, BOOKING_NOT_FOUND_MESSAGE),
});
