import { z } from "zod";
import { emailSchema } from "../validation/email-field.ts";
import { tooLongMessage } from "../validation/messages.ts";

const PASSWORD_REQUIRED = "Password is required";

/** Admin sign-in (addons-privacy-admin §5.4). */
export const adminLoginSchema = z.object({
  email: emailSchema,
  // Not cleaned or trimmed: a password is compared as typed, and cleaning would silently change it.
  // The upper bound only stops huge bodies reaching the password hash.
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, { error: PASSWORD_REQUIRED, abort: true })
    .min(6, "Password must be at least 6 characters")
    .max(256, tooLongMessage("Password", 256)),
});

export type AdminLogin = z.output<typeof adminLoginSchema>;
