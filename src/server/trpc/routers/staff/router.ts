import {
  auditEventListSchema,
  recoveryCodesSchema,
  sessionEndedSchema,
  disabledAnswerSchema,
  staffEnabledSchema,
  staffListSchema,
  staffResetSchema,
  staffSessionListSchema,
  twoFactorSetupSchema,
} from "../../../../shared/staff/staff-answers.ts";
import {
  accountProofSchema,
  auditQuerySchema,
  changePasswordSchema,
  confirmTwoFactorSchema,
  createStaffSchema,
  endSessionSchema,
  resetStaffPasswordSchema,
  sessionScopeSchema,
  setupRequestSchema,
  signInRequestSchema,
  staffChangeSchema,
} from "../../../../shared/staff/staff-requests.ts";
import { signedOutSchema, staffSessionSchema } from "../../../../shared/staff/staff-user.ts";
import { listAuditEvents, recordStaffRead } from "../../../services/core/audit-trail.ts";
import { changeOwnPassword, createStaff, listStaff, resetStaffPassword, resetStaffTwoFactor, setStaffDisabled } from "../../../services/staff/accounts.ts";
import { signOut } from "../../../services/staff/session-list.ts";
import { staffUserOf } from "../../../services/staff/sessions.ts";
import { completeSetup } from "../../../services/staff/setup.ts";
import { adminProcedure, ownerProcedure, publicProcedure, publicWriteProcedure, router, signedInProcedure } from "../../init.ts";
import { originOf, serviceContextOf } from "../../context.ts";
import { login } from "./login.handler.ts";
import { endSessionHandler, listSessionsHandler } from "./sessions.handler.ts";
import { beginTwoFactorHandler, confirmTwoFactorHandler, disableTwoFactorHandler } from "./two-factor.handler.ts";

/**
 * Sign-in, sessions, accounts and the audit trail (ADR 013, ADR
 * 035). An account still being set up (a password to change, an owner without two-factor) reaches
 * only what finishes the set-up: its session, sign-out, the password change and two-factor
 * enrolment (signedInProcedure); everything else waits for a usable account (adminProcedure).
 * Each owner's change to an account asks for the acting owner's own proof of the person (ADR 035), in its input.
 */
export const staffRouter = router({
  login: publicProcedure.input(signInRequestSchema).output(staffSessionSchema).mutation(login),
  /** POST /api/admin/init: the first owner, only while no account exists and only with the setup token. */
  setup: publicWriteProcedure
    .input(setupRequestSchema)
    .output(staffSessionSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await completeSetup(serviceContextOf(ctx), input);
      ctx.log.info({ staffId: user.id }, "first owner created");
      return { user: staffUserOf(user) };
    }),
  /** GET /api/admin/session: who is signed in (401 when nobody is). */
  session: signedInProcedure.output(staffSessionSchema).query(({ ctx }) => ({ user: staffUserOf(ctx.admin) })),
  /** POST /api/admin/logout: the session ends on the server and the browser forgets the cookie. */
  logout: signedInProcedure.output(signedOutSchema).mutation(async ({ ctx }) => {
    await signOut(serviceContextOf(ctx), ctx.sessionId);
    ctx.sessionCookie.clear();
    return { signedOut: true as const };
  }),
  /** POST /api/admin/password: every session of this member of staff ends; this browser gets a new one. */
  changePassword: signedInProcedure
    .input(changePasswordSchema)
    .output(staffSessionSchema)
    .mutation(async ({ ctx, input }) => {
      const { user, token, expiresAt } = await changeOwnPassword(serviceContextOf(ctx), input, originOf(ctx));
      ctx.sessionCookie.set(token, expiresAt);
      return { user: staffUserOf(user) };
    }),
  beginTwoFactor: signedInProcedure.input(accountProofSchema).output(twoFactorSetupSchema).mutation(beginTwoFactorHandler),
  confirmTwoFactor: signedInProcedure.input(confirmTwoFactorSchema).output(recoveryCodesSchema).mutation(confirmTwoFactorHandler),
  sessions: adminProcedure.input(sessionScopeSchema).output(staffSessionListSchema).query(listSessionsHandler),
  endSession: adminProcedure.input(endSessionSchema).output(sessionEndedSchema).mutation(endSessionHandler),
  disableTwoFactor: adminProcedure.input(accountProofSchema).output(disabledAnswerSchema).mutation(disableTwoFactorHandler),
  /** GET /api/admin/staff */
  staff: ownerProcedure.output(staffListSchema).query(async ({ ctx }) => {
    await recordStaffRead(serviceContextOf(ctx), "staff.staff_list_viewed");
    return { staff: await listStaff(ctx.prisma) };
  }),
  /** POST /api/admin/staff */
  createStaff: ownerProcedure.input(createStaffSchema).output(staffSessionSchema).mutation(async ({ ctx, input }) => ({ user: staffUserOf(await createStaff(serviceContextOf(ctx), input)) })),
  /** POST /api/admin/staff/{staffId}/reset-password */
  resetPassword: ownerProcedure
    .input(resetStaffPasswordSchema)
    .output(staffResetSchema)
    .mutation(async ({ ctx, input }) => {
      await resetStaffPassword(serviceContextOf(ctx), input.staffId, input.temporaryPassword, input);
      return { reset: true as const };
    }),
  /** POST /api/admin/staff/{staffId}/reset-two-factor: another member's lost phone; they sign in with their password alone. */
  resetTwoFactor: ownerProcedure
    .input(staffChangeSchema)
    .output(staffResetSchema)
    .mutation(async ({ ctx, input }) => {
      await resetStaffTwoFactor(serviceContextOf(ctx), input.staffId, input);
      return { reset: true as const };
    }),
  /** POST /api/admin/staff/{staffId}/disable */
  disableStaff: ownerProcedure
    .input(staffChangeSchema)
    .output(disabledAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      await setStaffDisabled(serviceContextOf(ctx), input.staffId, true, input);
      return { disabled: true as const };
    }),
  /** POST /api/admin/staff/{staffId}/enable */
  enableStaff: ownerProcedure
    .input(staffChangeSchema)
    .output(staffEnabledSchema)
    .mutation(async ({ ctx, input }) => {
      await setStaffDisabled(serviceContextOf(ctx), input.staffId, false, input);
      return { enabled: true as const };
    }),
  /** GET /api/admin/audit: the trail for owners, newest first. */
  auditTrail: ownerProcedure
    .input(auditQuerySchema)
    .output(auditEventListSchema)
    .query(async ({ ctx, input }) => {
      // The filters say what was looked for; which page of it does not matter.
      const filters = { ...(input.action ? { action: input.action } : {}), ...(input.actorId ? { actorId: input.actorId } : {}) };
      await recordStaffRead(serviceContextOf(ctx), "audit.trail_viewed", filters);
      return { events: await listAuditEvents(ctx.prisma, input) };
    }),
});
