import { z } from "zod/mini";
import { invalidMessage } from "./messages.ts";

// Fields every public form adds to its payload besides the documented ones (ADR 005).

const IDEMPOTENCY_KEY_INVALID = invalidMessage("idempotency key");

/**
 * A random key the form makes once per submission and sends with every retry of it
 * (REST: the Idempotency-Key header; tRPC: this field). A UUID fits.
 */
export const idempotencyKeyField = z.optional(
  z.string({ error: IDEMPOTENCY_KEY_INVALID }).check(z.regex(/^[A-Za-z0-9_.:-]{8,128}$/, IDEMPOTENCY_KEY_INVALID)),
);

/**
 * The hidden "website" field people never see or fill. Whatever a bot puts there parses, so it
 * cannot learn from an error; the output says only whether it was filled.
 */
export const honeypotField = z.pipe(
  z.optional(z.unknown()),
  z.transform((value: unknown) => {
    if (value === undefined || value === null || value === false) return false;
    return typeof value === "string" ? value.trim() !== "" : true;
  }),
);

const SOURCE_INVALID = invalidMessage("source page");

/** The site path of the page the form was sent from ("/events/weddings"); never a query or host. */
export const sourcePageField = z.optional(z.string({ error: SOURCE_INVALID }).check(z.regex(/^\/[a-z0-9/-]{0,99}$/, SOURCE_INVALID)));
