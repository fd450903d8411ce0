import { z } from "zod/mini";
import { londonToday, type TodayProvider } from "../dates.ts";
import { emailSchema, eventDateField, eventMessageSchema, guestsSchema, nameSchema, phoneSchema } from "../validation/fields.ts";
import { invalidMessage, requiredMessage } from "../validation/messages.ts";

import { CONSENT_REQUIRED, EVENT_TYPES } from "./enquiry-constants.ts";

function buildEventEnquirySchema(today: TodayProvider) {
  return z.object({
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    eventType: z.enum(EVENT_TYPES, {
      error: (issue) => (issue.input === undefined ? requiredMessage("Event type") : invalidMessage("event type")),
    }),
    eventDate: eventDateField(today),
    guests: guestsSchema,
    message: eventMessageSchema,
    marketingOptIn: z._default(z.boolean({ error: invalidMessage("marketing choice") }), false),
    // The consent tick is mandatory on event forms; only `true` passes.
    consent: z.literal(true, { error: CONSENT_REQUIRED }),
  });
}

/** Event inquiry schema judged against a fixed London date (YYYY-MM-DD), for tests and replays. */
export function createEventEnquirySchema(today: string) {
  return buildEventEnquirySchema(() => today);
}

// Reads the London date on every parse, so a long-running server never works with a stale "today".
export const eventEnquirySchema = buildEventEnquirySchema(() => londonToday());

export type EventEnquiry = z.output<typeof eventEnquirySchema>;
