import { z } from "zod";
import { DATA_REQUEST_TYPES } from "./data-request.ts";
import { PRIVACY_REQUEST_STATUSES } from "./privacy-admin-requests.ts";

// The answers of the public data-request calls (ADR 022), as their procedures declare them
// (trpc/routers/privacy); the staff calls answer privacy-admin-requests.ts's staff view.

/** `data` of POST /api/gdpr/request (and the per-type paths): the same whether or not the address is known. */
export const privacyReceiptSchema = z.object({
  id: z.uuid(),
  status: z.literal("awaiting_confirmation"),
  message: z.string(),
});
export type PrivacyReceipt = z.infer<typeof privacyReceiptSchema>;

/** GET /api/gdpr/request/{id}: where a request stands, for whoever holds its random id; no personal data. */
export const privacyRequestStatusSchema = z.object({
  id: z.string(),
  type: z.enum(DATA_REQUEST_TYPES),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  /** ISO instant. */
  createdAt: z.string(),
  /** YYYY-MM-DD, once confirmed. */
  dueAt: z.string().nullable(),
});
export type PrivacyRequestStatusView = z.infer<typeof privacyRequestStatusSchema>;

/** What an unused confirmation link is for (its page names it; opening it changes nothing). */
export const privacyLinkStateSchema = z.object({ type: z.enum(DATA_REQUEST_TYPES) });
export type PrivacyLinkState = z.infer<typeof privacyLinkStateSchema>;

/** What pressing the confirmation link's button did, for the page that answers it. */
export const privacyConfirmationSchema = z.union([
  z.object({ type: z.literal("access"), status: z.literal("completed") }),
  z.object({ type: z.literal("export"), status: z.literal("completed"), downloadToken: z.string() }),
  z.object({ type: z.literal("delete"), status: z.literal("completed"), erased: z.array(z.string()), kept: z.array(z.string()) }),
  z.object({ type: z.literal("delete"), status: z.literal("refused"), message: z.string() }),
]);
export type PrivacyConfirmation = z.infer<typeof privacyConfirmationSchema>;

/** An export link that can still be used: its page shows the Download button. */
export const exportLinkReadySchema = z.object({ ready: z.literal(true) });

/** The export itself, which the REST path sends as a file to save. */
export const privacyExportFileSchema = z.object({ fileName: z.string(), json: z.string() });
