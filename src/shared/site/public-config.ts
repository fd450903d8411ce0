import { z } from "zod";

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
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Reads the public values from an environment (process.env at build time). */
export function readPublicConfig(env: Record<string, string | undefined>): PublicConfig {
  return publicConfigSchema.parse({
    PUBLIC_URL: env.PUBLIC_URL || undefined,
    BOOKING_ENGINE_URL: env.BOOKING_ENGINE_URL || undefined,
    STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY || undefined,
  });
}
