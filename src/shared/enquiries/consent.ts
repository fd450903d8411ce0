import { z } from "zod";
import { emailSchema } from "../validation/fields.ts";
import { invalidMessage } from "../validation/messages.ts";

/** A consent record. A missing choice is stored as "no": consent is never implied. */
export const consentSchema = z.object({
  email: emailSchema,
  marketing: z.boolean({ error: invalidMessage("marketing choice") }).default(false),
  analytics: z.boolean({ error: invalidMessage("analytics choice") }).default(false),
});
