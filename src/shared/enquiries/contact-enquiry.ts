import { z } from "zod/mini";
import { contactMessageSchema, emailSchema, nameSchema, optionalPhoneSchema } from "../validation/fields.ts";
import { invalidMessage } from "../validation/messages.ts";

import { CONTACT_SUBJECTS } from "./enquiry-constants.ts";

/** The contact page's message form (phone optional, as the original API has it). */
export const contactEnquirySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  subject: z._default(z.enum(CONTACT_SUBJECTS, { error: invalidMessage("subject") }), "general"),
  message: contactMessageSchema,
  marketingOptIn: z._default(z.boolean({ error: invalidMessage("marketing choice") }), false),
});
