import { z } from "zod";
import { emailSchema } from "../validation/fields.ts";
import { invalidMessage, tooLongMessage } from "../validation/messages.ts";
import { optionalCleanedString } from "../validation/sanitize.ts";

// Newsletter sign-up and the ways out of it.

export const newsletterSubscribeSchema = z.object({ email: emailSchema });

export const unsubscribeSchema = z.object({ email: emailSchema });

export const DEFAULT_SUPPRESSION_REASON = "User requested unsubscribe";


export const suppressionSchema = z.object({
  email: emailSchema,
  reason: z.pipe(
    optionalCleanedString(invalidMessage("reason"), z.string().max(200, tooLongMessage("Reason", 200))),
    z.transform((reason: string | undefined) => reason ?? DEFAULT_SUPPRESSION_REASON),
  ),
});

