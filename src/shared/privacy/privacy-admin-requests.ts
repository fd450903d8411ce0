import { z } from "zod";
import { DATA_REQUEST_TYPES } from "./data-request.ts";
import { cleanedString } from "../validation/sanitize.ts";

// Staff calls on data requests (ADR 022): the list for the admin screen and its changes.

export const PRIVACY_REQUEST_STATUSES = ["awaiting_confirmation", "in_progress", "completed", "refused"] as const;
/** What staff may set: a request is awaiting confirmation only until its requester confirms it. */
export const STAFF_SETTABLE_STATUSES = ["in_progress", "completed", "refused"] as const;

export const privacyRequestListSchema = z
  .object({
    status: z.enum(PRIVACY_REQUEST_STATUSES).optional(),
    type: z.enum(DATA_REQUEST_TYPES).optional(),
  })
  .default({});

const EXTENSION_REASON_REQUIRED = "Please say why the request needs more time";

export const privacyRequestUpdateSchema = z.object({
  id: z.uuid({ error: "Unknown request." }),
  status: z.enum(STAFF_SETTABLE_STATUSES).optional(),
  staffNote: z.optional(cleanedString("Note is required", z.string().max(1000, "Note must be less than 1000 characters"))),
  /** Extends the due date by two months (complex requests); the reason is e-mailed to the requester. */
  extensionReason: z.optional(cleanedString(EXTENSION_REASON_REQUIRED, z.string().min(10, EXTENSION_REASON_REQUIRED).max(500, "Reason must be less than 500 characters"))),
});

export type PrivacyRequestList = z.output<typeof privacyRequestListSchema>;
export type PrivacyRequestUpdate = z.output<typeof privacyRequestUpdateSchema>;

/** One request as the staff calls answer it (dates as ISO text; `dueAt` a London date). */
export const privacyRequestStaffViewSchema = z.object({
  id: z.string(),
  type: z.enum(DATA_REQUEST_TYPES),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  extendedAt: z.string().nullable(),
  extensionReason: z.string().nullable(),
  completedAt: z.string().nullable(),
  outcome: z.string().nullable(),
  staffNote: z.string().nullable(),
  overdue: z.boolean(),
});

export type PrivacyRequestView = z.infer<typeof privacyRequestStaffViewSchema>;
