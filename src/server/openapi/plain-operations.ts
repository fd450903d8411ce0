import { STAFF_EVENTS_PATH } from "../../shared/staff/staff-notices.ts";
import { STRIPE_WEBHOOK_PATH } from "../rest/addons/stripe-webhook.ts";
import { failure, OTHER_FAILURE } from "./answers.ts";
import type { JsonSchema, Operation } from "./openapi-types.ts";
import { procedureFacts } from "./procedure-facts.ts";
import { REFERENCE_PATHS } from "./reference-paths.ts";
import { REFERENCE_ASSETS } from "./reference-page.ts";
import { operationIdOf } from "./route-names.ts";
import { ACCESS_WORDS, securityFor } from "./staff-session.ts";

const otherFailures = { default: { $ref: `#/components/responses/${OTHER_FAILURE}` } };

function stripeWebhook(): Operation {
  return {
    operationId: operationIdOf("POST", STRIPE_WEBHOOK_PATH),
    summary: "Stripe's webhook",
    description:
      "Called by Stripe, not by a browser (so no cross-site check). The body is read as the exact bytes Stripe signed; an event whose signature does not verify is refused. A paid Checkout Session or PaymentIntent fulfils its add-on booking once, however often Stripe repeats the event.",
    tags: ["addons"],
    parameters: [{ name: "Stripe-Signature", in: "header", required: true, description: "Stripe's signature of the raw body.", schema: { type: "string" } }],
    requestBody: { required: true, description: "A Stripe event, as Stripe sends it.", content: { "application/json": { schema: { type: "object" } } } },
    responses: {
      "200": {
        description: "Received (`duplicate`: the event was handled before). Not in the envelope: Stripe reads only the status.",
        content: { "application/json": { schema: { type: "object", properties: { received: { type: "boolean" }, duplicate: { type: "boolean" } } } } },
      },
      ...Object.fromEntries([failure("BAD_REQUEST"), failure("TOO_MANY_REQUESTS"), failure("INTERNAL_SERVER_ERROR"), failure("SERVICE_UNAVAILABLE")]),
      ...otherFailures,
    },
  };
}

function staffEventStream(): Operation {
  const { access, input } = procedureFacts("staffNotices.open");
  const lastEventId = (input?.properties as Record<string, JsonSchema> | undefined)?.lastEventId ?? { type: "string" };
  const security = securityFor(access);
  return {
    operationId: operationIdOf("GET", STAFF_EVENTS_PATH),
    summary: "Live notices to staff (server-sent events)",
    description: `**Who may call:** ${ACCESS_WORDS[access]}\n\nNew paid add-ons and new enquiries as they arrive, within seconds (ADR 028). The first event (\`ready\`) carries an id; a client that reconnects with it in \`Last-Event-ID\` (or opens a new stream with it in \`lastEventId\`) hears what it missed. The stream ends after a few minutes and the browser reconnects, passing the staff checks again. Refused before the stream opens with the JSON failure envelope.`,
    tags: ["staffNotices"],
    parameters: [
      { name: "Last-Event-ID", in: "header", required: false, description: "The id of the last event received: resume from there.", schema: lastEventId },
      { name: "lastEventId", in: "query", required: false, description: "The same, for a new stream opened after the last one was closed (a new EventSource sends no Last-Event-ID); the header wins when both are sent.", schema: lastEventId },
    ],
    responses: {
      "200": { description: "The stream: `ready`, then a `notice` event for each new record.", content: { "text/event-stream": { schema: { type: "string" } } } },
      ...Object.fromEntries([failure("BAD_REQUEST"), failure("UNAUTHORIZED"), failure("FORBIDDEN"), failure("TOO_MANY_REQUESTS"), failure("INTERNAL_SERVER_ERROR")]),
      ...otherFailures,
    },
    ...(security ? { security } : {}),
  };
}

/** A GET of the reference's own (the document or its page): one answer of one content type. */
function referenceRead(path: string, summary: string, description: string, answer: { description: string; contentType: string; type: "object" | "string" }): () => Operation {
  return () => ({
    operationId: operationIdOf("GET", path),
    summary,
    description,
    tags: ["reference"],
    responses: { "200": { description: answer.description, content: { [answer.contentType]: { schema: { type: answer.type } } } }, ...otherFailures },
  });
}

const openApiDocumentItself = referenceRead(
  REFERENCE_PATHS.document,
  "This document",
  "The OpenAPI 3.1 document of every /api call, generated from the zod schemas that validate them.",
  { description: "The document.", contentType: "application/json", type: "object" },
);

const referencePage = referenceRead(
  REFERENCE_PATHS.page,
  "The API reference page",
  "This document rendered for reading in a browser (Swagger UI, served by this server).",
  { description: "The page.", contentType: "text/html", type: "string" },
);

function referenceAsset(): Operation {
  return {
    operationId: operationIdOf("GET", `${REFERENCE_PATHS.assets}/:file`),
    summary: "A file of the reference page",
    tags: ["reference"],
    parameters: [{ name: "file", in: "path", required: true, schema: { type: "string", enum: Object.keys(REFERENCE_ASSETS) } }],
    responses: {
      "200": {
        description: "The script or style sheet.",
        content: Object.fromEntries([...new Set(Object.values(REFERENCE_ASSETS).map((asset) => asset.contentType.split(";")[0] ?? ""))].map((type) => [type, { schema: { type: "string" } }])),
      },
      ...Object.fromEntries([failure("NOT_FOUND")]),
      ...otherFailures,
    },
  };
}

/**
 * The operations of the /api routes that are plain Fastify routes rather than shims of a
 * procedure, by method and path: each is described here by hand, beside the constant its route
 * is registered under. A plain route missing here stops the document being written.
 */
export const PLAIN_OPERATIONS: Readonly<Record<string, () => Operation>> = {
  [`POST ${STRIPE_WEBHOOK_PATH}`]: stripeWebhook,
  [`GET ${STAFF_EVENTS_PATH}`]: staffEventStream,
  [`GET ${REFERENCE_PATHS.document}`]: openApiDocumentItself,
  [`GET ${REFERENCE_PATHS.page}`]: referencePage,
  [`GET ${REFERENCE_PATHS.assets}/:file`]: referenceAsset,
};
