import { z } from "zod";
import { PET_TYPES } from "./pet-types.ts";

// The answers of the public add-on calls, as their procedures declare them (trpc/routers/addons).
// addon-booking-view.ts reads its types from here with type-only imports, so the public pages that
// use those types bundle none of these schemas.

/** Payment states of an add-on booking (`cancelled` from ADR 025). */
export const addonPaymentStatusSchema = z.enum(["pending", "succeeded", "failed", "cancelled"]);

/** POST /api/addon-bookings/create-session: the hosted Checkout Session to send the browser to (or, for the wallet path, its stored booking). */
export const checkoutStartSchema = z.object({ checkoutUrl: z.string(), sessionId: z.string(), reference: z.string() });
export type CheckoutStart = z.infer<typeof checkoutStartSchema>;

/** POST /api/addon-bookings/create-payment-intent: what the browser confirms the wallet payment with. */
export const walletPaymentStartSchema = z.object({ clientSecret: z.string(), paymentIntentId: z.string(), reference: z.string() });
export type WalletPaymentStart = z.infer<typeof walletPaymentStartSchema>;

/**
 * What the success page shows: the guest view, camelCase, amounts in
 * pounds. `reference` and `referenceQrSvg` carry ADR 062's short reference and its QR
 * code (SVG markup made on the server by the `qrcode` package).
 */
export const addonBookingGuestViewSchema = z.object({
  /** Shown: the caller is the browser that paid, shortly after payment (ADR 036). */
  personalDetails: z.literal("shown"),
  id: z.string(),
  reference: z.string(),
  referenceQrSvg: z.string(),
  bookingConfirmationId: z.string(),
  paymentStatus: addonPaymentStatusSchema,
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z.string(),
  /** YYYY-MM-DD */
  checkInDate: z.string(),
  /** YYYY-MM-DD */
  checkOutDate: z.string(),
  numberOfNights: z.number(),
  /** Pounds, e.g. 40 for £40.00. */
  totalAmount: z.number(),
  petAddon: z.object({
    enabled: z.literal(true),
    numberOfPets: z.number(),
    petDetails: z.array(z.object({ name: z.string(), type: z.enum(PET_TYPES) })),
    specialRequirements: z.string().nullable(),
    /** Pounds. */
    subtotal: z.number(),
  }),
});

/**
 * What the success page's lookup answers anyone else (ADR 036): another browser,
 * or the paying one more than an hour after payment. The booking's status and reference (with its
 * QR code, for reception), no personal data; the details are in the confirmation e-mail.
 */
export const addonBookingReceiptViewSchema = z.object({
  personalDetails: z.literal("withheld"),
  id: z.string(),
  reference: z.string(),
  referenceQrSvg: z.string(),
  paymentStatus: addonPaymentStatusSchema,
});

/** GET /api/addon-bookings/session/{id}: the full guest view, or the receipt without personal data. */
export const addonBookingSuccessViewSchema = z.discriminatedUnion("personalDetails", [addonBookingGuestViewSchema, addonBookingReceiptViewSchema]);
