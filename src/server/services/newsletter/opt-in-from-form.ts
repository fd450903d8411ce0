import type { ServiceContext } from "../core/service-context.ts";
import { subscribeToNewsletter } from "./newsletter-subscribe.ts";

/** What a form with the "Send me occasional news and offers" tick tells the newsletter. */
export interface MarketingTick {
  email: string;
  marketingOptIn: boolean;
  /** The page the form was sent from. */
  source: string;
}

/**
 * ADR 015: the marketing tick on any form starts the same double opt-in as the newsletter
 * sign-up (a pending address and one confirmation e-mail; nothing if it is already subscribed or
 * was sent a link minutes ago). Call it once per stored form, not for a replay or a bot's decoy.
 * Returns whether a confirmation e-mail was queued.
 */
export async function optInFromForm(context: ServiceContext, form: MarketingTick): Promise<boolean> {
  if (!form.marketingOptIn) return false;
  const { mailQueued } = await subscribeToNewsletter(context, { email: form.email, source: form.source, website: false, idempotencyKey: undefined });
  return mailQueued;
}
