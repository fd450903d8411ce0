import { z } from "zod";

/** A data request's id as the status call takes it (GET /api/gdpr/request/{id}). */
export const privacyRequestIdSchema = z.object({ id: z.uuid({ error: "We could not find this request." }) });
