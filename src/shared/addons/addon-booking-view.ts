import type { z } from "zod";
import type { addonBookingGuestViewSchema, addonBookingReceiptViewSchema, addonPaymentStatusSchema } from "./addon-answers.ts";

/** Payment states of an add-on booking (`cancelled` from ADR 025). */
export type AddonPaymentStatus = z.infer<typeof addonPaymentStatusSchema>;

/** What the success page shows to the browser that paid (addon-answers.ts says each field). */
export type AddonBookingGuestView = z.infer<typeof addonBookingGuestViewSchema>;

/** What the success page's lookup answers anyone else: no personal data (ADR 036). */
export type AddonBookingReceiptView = z.infer<typeof addonBookingReceiptViewSchema>;

/** GET /api/addon-bookings/session/{id}: the full guest view, or the receipt without personal data. */
export type AddonBookingSuccessView = AddonBookingGuestView | AddonBookingReceiptView;

/** How the site takes payment, fixed at build time (public config `PAYMENT_MODE`). */
export const PAYMENT_MODES = ["live", "test", "unavailable"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
