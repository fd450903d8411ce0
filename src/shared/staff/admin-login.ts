import { z } from "zod";
import { emailSchema } from "../validation/email-field.ts";
import { tooLongMessage } from "../validation/messages.ts";

const PASSWORD_REQUIRED = "Password is required";

/** The longest password a staff call takes: the bound only stops huge bodies reaching the password hash. */
export const PASSWORD_MAX_LENGTH = 256;

/** Admin sign-in. */
export const adminLoginSchema = z.object({
  email: emailSchema,
  // Not cleaned or trimmed: a password is compared as typed, and cleaning would silently change it.
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, { error: PASSWORD_REQUIRED, abort: true })
    .min(6, "Password must be at least 6 characters")
    .max(PASSWORD_MAX_LENGTH, tooLongMessage("Password", PASSWORD_MAX_LENGTH)),
});
