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
import { adminProcedure, ownerProcedure, publicProcedure, publicWriteProcedure, router, signedInProcedure } from "../../init.ts";
import { auditTrailHandler } from "./audit-trail.handler.ts";
import { changePassword } from "./change-password.handler.ts";
import { login } from "./login.handler.ts";
import { logout } from "./logout.handler.ts";
import { session } from "./session.handler.ts";
import { endSessionHandler, listSessionsHandler } from "./sessions.handler.ts";
import { setup } from "./setup.handler.ts";
import { beginTwoFactorHandler, confirmTwoFactorHandler, disableTwoFactorHandler } from "./two-factor.handler.ts";
import { createStaffHandler, disableStaffHandler, enableStaffHandler, listStaffHandler, resetPasswordHandler, resetTwoFactorHandler } from "./staff-accounts.handler.ts";

/**
 * Sign-in, sessions, accounts and the audit trail (ADR 013, ADR
 * 035). An account still being set up (a password to change, an owner without two-factor) reaches
 * only what finishes the set-up: its session, sign-out, the password change and two-factor
 * enrolment (signedInProcedure); everything else waits for a usable account (adminProcedure).
 */
export const staffRouter = router({
  login: publicProcedure.input(signInRequestSchema).mutation(login),
  setup: publicWriteProcedure.input(setupRequestSchema).mutation(setup),
  session: signedInProcedure.query(session),
  logout: signedInProcedure.mutation(logout),
  changePassword: signedInProcedure.input(changePasswordSchema).mutation(changePassword),
  beginTwoFactor: signedInProcedure.input(accountProofSchema).mutation(beginTwoFactorHandler),
  confirmTwoFactor: signedInProcedure.input(confirmTwoFactorSchema).mutation(confirmTwoFactorHandler),
  sessions: adminProcedure.input(sessionScopeSchema).query(listSessionsHandler),
  endSession: adminProcedure.input(endSessionSchema).mutation(endSessionHandler),
  disableTwoFactor: adminProcedure.input(accountProofSchema).mutation(disableTwoFactorHandler),
  staff: ownerProcedure.query(listStaffHandler),
  createStaff: ownerProcedure.input(createStaffSchema).mutation(createStaffHandler),
  resetPassword: ownerProcedure.input(resetStaffPasswordSchema).mutation(resetPasswordHandler),
  resetTwoFactor: ownerProcedure.input(staffChangeSchema).mutation(resetTwoFactorHandler),
  disableStaff: ownerProcedure.input(staffChangeSchema).mutation(disableStaffHandler),
  enableStaff: ownerProcedure.input(staffChangeSchema).mutation(enableStaffHandler),
  auditTrail: ownerProcedure.input(auditQuerySchema).query(auditTrailHandler),
});
