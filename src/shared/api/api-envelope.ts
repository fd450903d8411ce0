import { z } from "zod";

// The JSON shape of every documented /api answer (success with data, or error). The schemas
// are what the OpenAPI document shows (src/server/openapi/); the types are read from them.

/** A success: the call's answer under `data`. */
export function apiSuccessSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `reason`: a finer code than the status for the client to act on (e.g. "PAYMENT_RATE_LIMITED"); `error` is its message. */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  error: z.string().meta({ description: "A message safe to show the user (the error catalogue's wording)." }),
  fieldErrors: z.record(z.string(), z.string()).optional().meta({ description: "The message for each field the input schema refused, by field name." }),
  errorId: z.string().optional().meta({ description: "For a 5xx: the id the server logged the failure under, for staff to find it." }),
  reason: z.string().optional().meta({ description: "A finer code than the status for the client to act on." }),
});

export type ApiSuccess<T> = { success: true; data: T };
export type ApiFailure = z.infer<typeof apiFailureSchema>;
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
