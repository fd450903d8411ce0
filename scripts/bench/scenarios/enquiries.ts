import { randomUUID } from "node:crypto";
import { addYears, londonToday } from "../../../src/shared/dates.ts";
import type { BenchScenario } from "../scenario.ts";

/** A wedding enquiry per request, each with its own Idempotency-Key as the form sends it. */
export const eventEnquiry: BenchScenario = {
  name: "POST /api/inquiries/event (+ Idempotency-Key)",
  method: "POST",
  path: "/api/inquiries/event",
  body: () => ({
    name: "Priya Shah",
    email: `bench-${randomUUID().slice(0, 12)}@example.com`,
    phone: "07700 900123",
    eventType: "wedding",
    // A date the form accepts: from today, at most three years ahead.
    eventDate: addYears(londonToday(), 1),
    guests: 80,
    message: "A summer wedding with a garden ceremony if the weather allows.",
    marketingOptIn: false,
    consent: true,
  }),
  headers: () => ({ "idempotency-key": randomUUID() }),
};

/** A new address per request: stored as pending with one confirmation e-mail. */
export const newsletterSignUp: BenchScenario = {
  name: "POST /api/newsletter/subscribe",
  method: "POST",
  path: "/api/newsletter/subscribe",
  body: () => ({ email: `bench-${randomUUID().slice(0, 12)}@example.com`, source: "/" }),
};
