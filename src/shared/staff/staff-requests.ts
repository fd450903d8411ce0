import { z } from "zod";
import { emailSchema, personNameField } from "../validation/fields.ts";
import { adminLoginSchema, PASSWORD_MAX_LENGTH } from "./admin-login.ts";
import { STAFF_ROLES } from "./staff-user.ts";
import { invalidMessage, requiredMessage, tooLongMessage } from "../validation/messages.ts";
import { NOT_BLANK_PATTERN } from "../validation/stated-rules.ts";

// The staff calls' inputs. A new password's strength is judged on the
// server (length, common passwords, the person's own name), which says why in its message.

/** A password as typed: never trimmed or cleaned, only bounded. */
function passwordField(label: string) {
  return z
    .string({ error: requiredMessage(label) })
    .min(1, { error: requiredMessage(label), abort: true })
    .max(PASSWORD_MAX_LENGTH, tooLongMessage(label, PASSWORD_MAX_LENGTH));
}

const staffIdField = z.uuid({ error: invalidMessage("member of staff") });

/** POST /api/admin/init: the first owner, with the setup token the server printed. */
export const setupRequestSchema = z.object({
  email: emailSchema,
  name: personNameField("Name"),
  password: passwordField("Password"),
  setupToken: z
    .string({ error: requiredMessage("Setup token") })
    .trim()
    .min(1, requiredMessage("Setup token"))
    .max(200, invalidMessage("setup token"))
    .meta({ pattern: NOT_BLANK_PATTERN }),
});

/**
 * Proof of the person for an account change (ADR 035): the current password and, when two-factor
 * sign-in is on, a current code from the app or an unused recovery code. An owner's change to
 * someone else's account asks for the owner's own.
 */
const accountProofFields = {
  currentPassword: passwordField("Current password"),
  /** Empty or left out when the account has no two-factor sign-in. */
  currentCode: z.string({ error: invalidMessage("code") }).trim().max(20, invalidMessage("code")).optional(),
};

export const accountProofSchema = z.object(accountProofFields);

export const createStaffSchema = z.object({
  email: emailSchema,
  name: personNameField("Name"),
  role: z.enum(STAFF_ROLES, { error: invalidMessage("role") }),
  password: passwordField("Temporary password"),
  ...accountProofFields,
});

export const resetStaffPasswordSchema = z.object({ staffId: staffIdField, temporaryPassword: passwordField("Temporary password"), ...accountProofFields });

/** Another member's two-factor reset, disabling or enabling: whose account, and the owner's proof. */
export const staffChangeSchema = z.object({ staffId: staffIdField, ...accountProofFields });

export const changePasswordSchema = z.object({ ...accountProofFields, newPassword: passwordField("New password") });

export const endSessionSchema = z.object({ sessionId: z.string({ error: invalidMessage("session") }).regex(/^[0-9a-f]{16}$/, invalidMessage("session")) });

/** `everyone` (owners): tRPC sends a boolean, the REST query string "true" or "false". */
export const sessionScopeSchema = z
  .object({ everyone: z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]).default(false) })
  .default({ everyone: false });

export const auditQuerySchema = z
  .object({
    action: z.string().max(60).optional(),
    actorId: staffIdField.optional(),
    /** Events before this id (the next page). */
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .default({ limit: 50 });

export type EndSession = z.output<typeof endSessionSchema>;
export type SessionScope = z.output<typeof sessionScopeSchema>;

/** POST /api/admin/login: the original's form, plus the second factor once the account has one. */
export const signInRequestSchema = adminLoginSchema.extend({
  totpCode: z.string({ error: invalidMessage("code") }).trim().max(20, invalidMessage("code")).optional(),
});

/**
 * The first code from the new secret, with the current password again: the change happens here.
 * (The current code, when two-factor sign-in was already on, was asked when the set-up began.)
 */
export const confirmTwoFactorSchema = z.object({
  code: z.string({ error: requiredMessage("Code") }).trim().min(1, requiredMessage("Code")).max(20, invalidMessage("code")).meta({ pattern: NOT_BLANK_PATTERN }),
  currentPassword: accountProofFields.currentPassword,
});

export type SignInRequest = z.output<typeof signInRequestSchema>;
export type AccountProof = z.output<typeof accountProofSchema>;
export type ConfirmTwoFactor = z.output<typeof confirmTwoFactorSchema>;
