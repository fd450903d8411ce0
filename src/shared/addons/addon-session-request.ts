import { z } from "zod";

export const BOOKING_NOT_FOUND_MESSAGE = "We could not find your booking details. Please contact us if you need assistance.";

/** The success page's query: Stripe's Checkout Session id (cs_…) or a wallet PaymentIntent's id (pi_…). */
export const addonSessionRequestSchema = z.object({
  sessionId: z
    .string({ error: BOOKING_NOT_FOUND_MESSAGE })
    .trim()
    .regex(/^(cs|pi)_[A-Za-z0-9_]{1,250}$/, BOOKING_NOT_FOUND_MESSAGE),
});

export type AddonSessionRequest = z.infer<typeof addonSessionRequestSchema>;
