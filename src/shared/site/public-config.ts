import { z } from "zod";
import { PAYMENT_MODES, type PaymentMode } from "../addons/addon-booking-view.ts";

/**
 * The only configuration values the browser may see. They are fixed at build time (pre-rendered
 * pages carry them), so `npm start` rebuilds when one of them changes.
 */
export const publicConfigSchema = z.object({
  PUBLIC_URL: z
    .url({ message: "an absolute http(s) URL such as https://www.example.com" })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  BOOKING_ENGINE_URL: z
    .url({ message: "an absolute http(s) URL of the external booking engine" })
    .default("https://booking.example.com/properties/carlisle-victorian-hotel"),
  STRIPE_PUBLISHABLE_KEY: z.string().default(""),
  /** "test" labels the add-on page "Test payment: no money moves"; "unavailable" gives the phone number. */
  PAYMENT_MODE: z.enum(PAYMENT_MODES),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Reads the public values from an environment (process.env at build time). */
export function readPublicConfig(env: Record<string, string | undefined>): PublicConfig {
  return publicConfigSchema.parse({
    PUBLIC_URL: env.PUBLIC_URL || undefined,
    BOOKING_ENGINE_URL: env.BOOKING_ENGINE_URL || undefined,
    STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY || undefined,
    PAYMENT_MODE: env.PAYMENT_MODE || paymentModeOf(env),
  });
}

/** Live keys take real money; test keys or a local Stripe-compatible server move none. */
export function paymentModeOf(env: Record<string, string | undefined>): PaymentMode {
  const key = env.STRIPE_PUBLISHABLE_KEY ?? "";
  if (!key) return "unavailable";
  return env.STRIPE_API_BASE || key.startsWith("pk_test_") ? "test" : "live";
}
