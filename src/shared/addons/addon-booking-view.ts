import type { PetType } from "./addon-booking.ts";

/** Payment states of an add-on booking (`cancelled` from ADR 025). */
export type AddonPaymentStatus = "pending" | "succeeded" | "failed" | "cancelled";

/**
 * What the success page shows: the guest view, camelCase, amounts in
 * pounds. `reference` and `referenceQrSvg` carry ADR 062's short reference and its QR
 * code (SVG markup made on the server by the `qrcode` package).
 */
export interface AddonBookingGuestView {
  /** Shown: the caller is the browser that paid, shortly after payment (ADR 036). */
  personalDetails: "shown";
  id: string;
  reference: string;
  referenceQrSvg: string;
  bookingConfirmationId: string;
  paymentStatus: AddonPaymentStatus;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  /** YYYY-MM-DD */
  checkInDate: string;
  /** YYYY-MM-DD */
  checkOutDate: string;
  numberOfNights: number;
  /** Pounds, e.g. 40 for £40.00. */
  totalAmount: number;
  petAddon: {
    enabled: true;
    numberOfPets: number;
    petDetails: { name: string; type: PetType }[];
    specialRequirements: string | null;
    /** Pounds. */
    subtotal: number;
  };
}

/**
 * What the success page's lookup answers anyone else (ADR 036): another browser,
 * or the paying one more than an hour after payment. The booking's status and reference (with its
 * QR code, for reception), no personal data; the details are in the confirmation e-mail.
 */
export interface AddonBookingReceiptView {
  personalDetails: "withheld";
  id: string;
  reference: string;
  referenceQrSvg: string;
  paymentStatus: AddonPaymentStatus;
}

/** GET /api/addon-bookings/session/{id}: the full guest view, or the receipt without personal data. */
export type AddonBookingSuccessView = AddonBookingGuestView | AddonBookingReceiptView;

/** How the site takes payment, fixed at build time (public config `PAYMENT_MODE`). */
export const PAYMENT_MODES = ["live", "test", "unavailable"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
