import { z } from "zod/mini";
import { emailSchema, personNameField } from "../validation/fields.ts";
import { requiredCleanedString } from "../validation/sanitize.ts";

// Data-rights requests: which fields apply depends on the type.

export const DATA_REQUEST_TYPES = ["access", "export", "delete"] as const;
const INVALID_REQUEST_TYPE = "Invalid request type.";

const fullNameSchema = personNameField("Full name");

const deletionReasonSchema = requiredCleanedString(
  "Reason for deletion is required",
  z.minLength(10, "Please provide a more detailed reason (at least 10 characters)"),
  z.maxLength(200, "Reason must be less than 200 characters"),
);

export const dataRequestSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("access"), email: emailSchema, fullName: fullNameSchema }),
    z.object({ type: z.literal("export"), email: emailSchema }),
    z.object({ type: z.literal("delete"), email: emailSchema, fullName: fullNameSchema, reason: deletionReasonSchema }),
  ],
  { error: INVALID_REQUEST_TYPE },
);

export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];
export type DataRequest = z.output<typeof dataRequestSchema>;
