import { z } from "zod";
import { newsletterSubscribeSchema } from "./unsubscribe-requests.ts";
import { honeypotField, idempotencyKeyField, sourcePageField } from "../validation/submission-fields.ts";

/** Where a sign-up came from when the form does not say: the footer on the home page. */
const DEFAULT_NEWSLETTER_SOURCE = "/";

/** POST /api/newsletter/subscribe: the e-mail plus source, idempotency key and honeypot. */
export const newsletterSubscribeRequestSchema = newsletterSubscribeSchema
  .extend({
    source: sourcePageField,
    idempotencyKey: idempotencyKeyField,
    website: honeypotField,
  })
  .transform(({ source, ...request }) => ({ ...request, source: source ?? DEFAULT_NEWSLETTER_SOURCE }));

export const LINK_INVALID = "This link is not valid. Please check you copied the whole link.";

/** The one-time token of a confirmation or one-click unsubscribe link (32 random bytes, base64url). */
export const linkTokenSchema = z.object({
  token: z.string({ error: LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, LINK_INVALID),
});

export type NewsletterSubscribeRequest = z.output<typeof newsletterSubscribeRequestSchema>;
