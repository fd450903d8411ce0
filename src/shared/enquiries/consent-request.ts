import type { z } from "zod";
import { consentSchema } from "./consent.ts";
import { idempotencyKeyField } from "../validation/submission-fields.ts";

/** POST /api/inquiries/consent: the documented consent payload plus an optional idempotency key. */
export const consentRequestSchema = consentSchema.extend({ idempotencyKey: idempotencyKeyField });

export type ConsentRequestInput = z.input<typeof consentRequestSchema>;
export type ConsentRequest = z.output<typeof consentRequestSchema>;
