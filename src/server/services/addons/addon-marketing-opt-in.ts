import { randomUUID } from "node:crypto";
import type { Prisma } from "../../db/prisma.ts";
import { startDoubleOptIn } from "../newsletter/newsletter-subscribe.ts";
import type { ServiceContext } from "../core/service-context.ts";

/** Where the tick was made: the pet add-on's page (a newsletter source is the form's page). */
const ADDON_CONSENT_SOURCE = "/book-addons";

/**
 * ADR 063: the pet add-on's "news and offers" tick starts the newsletter's double opt-in when
 * the add-on is paid (a booking never paid sends nothing), in the transaction that writes the
 * confirmation e-mail, with a consent record of the choice and where it was made. As for any form
 * (ADR 015), an address already subscribed or sent a link minutes ago gets no second e-mail.
 */
export async function optInFromPaidAddon(tx: Prisma.TransactionClient, when: { config: ServiceContext["config"]; at: Date }, email: string): Promise<void> {
  await tx.consentRecord.create({
    data: { id: randomUUID(), email, marketing: true, analytics: false, source: ADDON_CONSENT_SOURCE, createdAt: when.at },
    select: { id: true },
  });
  await startDoubleOptIn(tx, when, { email, source: ADDON_CONSENT_SOURCE });
}
