import { z } from "zod";
import { staffUserSchema } from "./staff-user.ts";

// The answers of the staff account calls (ADR 013): the procedures declare them as their output
// (trpc/routers/staff), the services build them (services/staff/*) and the admin reads them with
// these same schemas. An instant is the ISO text JSON writes of it.

/** `data` of POST /api/admin/two-factor/setup: the pending secret, to scan or type in. */
export const twoFactorSetupSchema = z.object({
  /** The otpauth:// address the QR code holds. */
  otpauthUri: z.string(),
  /** An <svg> document made by the server; shown as an image, never put into the page as markup. */
  qrCodeSvg: z.string(),
  /** In groups of four ("ABCD EFGH …"), for typing in by hand. */
  secret: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** `data` of POST /api/admin/two-factor/confirm: shown once, never again. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** `data` of POST /api/admin/two-factor/disable and POST /api/admin/staff/{id}/disable. */
export const disabledAnswerSchema = z.object({ disabled: z.literal(true) });

/** `data` of POST /api/admin/staff/{id}/enable. */
export const staffEnabledSchema = z.object({ enabled: z.literal(true) });

/** `data` of POST /api/admin/staff/{id}/reset-password and …/reset-two-factor. */
export const staffResetSchema = z.object({ reset: z.literal(true) });

const staffSessionViewSchema = z.object({
  /** The first 16 characters of the stored hash: enough to name it, useless as a token. */
  id: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type StaffSessionView = z.infer<typeof staffSessionViewSchema>;

/** `data` of GET /api/admin/sessions. */
export const staffSessionListSchema = z.object({ sessions: z.array(staffSessionViewSchema) });

/** `data` of DELETE /api/admin/sessions/{id}. */
export const sessionEndedSchema = z.object({ ended: z.literal(true) });

const staffMemberSchema = staffUserSchema.extend({
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `data` of GET /api/admin/staff. */
export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });

const auditEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.unknown(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** `data` of GET /api/admin/audit, newest first. */
export const auditEventListSchema = z.object({ events: z.array(auditEventSchema) });
