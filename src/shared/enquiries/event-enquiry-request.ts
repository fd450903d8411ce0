import { z } from "zod/mini";
import { createEventEnquirySchema, eventEnquirySchema, type EventEnquiry } from "./event-enquiry.ts";
import { honeypotField, idempotencyKeyField, sourcePageField } from "../validation/submission-fields.ts";

/**
 * The venue page each event type belongs to, the source when the request does not say. A meeting
 * has no form of its own: it belongs with conferences.
 */
export const EVENT_PAGE_BY_TYPE: Record<EventEnquiry["eventType"], string> = {
  wedding: "/events/weddings",
  conference: "/events/conferences",
  party: "/events/private-parties",
  meeting: "/events/conferences",
};

const submissionFields = {
  source: sourcePageField,
  idempotencyKey: idempotencyKeyField,
  website: honeypotField,
};

function withSubmissionFields(schema: typeof eventEnquirySchema) {
  const submission = z.extend(schema, submissionFields);
  return z.pipe(
    submission,
    z.transform(({ source, ...request }: z.output<typeof submission>) => ({ ...request, source: source ?? EVENT_PAGE_BY_TYPE[request.eventType] })),
  );
}

/** What an event form sends: the documented event payload plus source, idempotency key and honeypot. */
export const eventEnquiryRequestSchema = withSubmissionFields(eventEnquirySchema);

/** The same, judged against a fixed London date (YYYY-MM-DD), for tests. */
export function createEventEnquiryRequestSchema(today: string) {
  return withSubmissionFields(createEventEnquirySchema(today));
}

export type EventEnquiryRequestInput = z.input<typeof eventEnquiryRequestSchema>;
export type EventEnquiryRequest = z.output<typeof eventEnquiryRequestSchema>;
