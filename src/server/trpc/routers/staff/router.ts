import {
  auditQuerySchema,
  changePasswordSchema,
  createStaffSchema,
  endSessionSchema,
  passwordConfirmationSchema,
  resetStaffPasswordSchema,
  sessionScopeSchema,
  setupRequestSchema,
  signInRequestSchema,
  staffIdSchema,
  twoFactorCodeSchema,
} from "../../../../shared/staff/staff-requests.ts";
import { ownerProcedure, publicProcedure, publicWriteProcedure, router, signedInProcedure } from "../../init.ts";
import { auditTrailHandler } from "./audit-trail.handler.ts";
import { changePassword } from "./change-password.handler.ts";
import { login } from "./login.handler.ts";
import { logout } from "./logout.handler.ts";
import { session } from "./session.handler.ts";
import { endSessionHandler, listSessionsHandler } from "./sessions.handler.ts";
import { setup } from "./setup.handler.ts";
import { beginTwoFactorHandler, confirmTwoFactorHandler, disableTwoFactorHandler } from "./two-factor.handler.ts";
import { createStaffHandler, disableStaffHandler, enableStaffHandler, listStaffHandler, resetPasswordHandler } from "./staff-accounts.handler.ts";

/** Sign-in, sessions, accounts and the audit trail (issue: staff sign-in; DESIGN decisions 2, 3, 16). */
export const staffRouter = router({
  login: publicProcedure.input(signInRequestSchema).mutation(login),
  setup: publicWriteProcedure.input(setupRequestSchema).mutation(setup),
  session: signedInProcedure.query(session),
  logout: signedInProcedure.mutation(logout),
  changePassword: signedInProcedure.input(changePasswordSchema).mutation(changePassword),
  sessions: signedInProcedure.input(sessionScopeSchema).query(listSessionsHandler),
  endSession: signedInProcedure.input(endSessionSchema).mutation(endSessionHandler),
  beginTwoFactor: signedInProcedure.mutation(beginTwoFactorHandler),
  confirmTwoFactor: signedInProcedure.input(twoFactorCodeSchema).mutation(confirmTwoFactorHandler),
  disableTwoFactor: signedInProcedure.input(passwordConfirmationSchema).mutation(disableTwoFactorHandler),
  staff: ownerProcedure.query(listStaffHandler),
  createStaff: ownerProcedure.input(createStaffSchema).mutation(createStaffHandler),
  resetPassword: ownerProcedure.input(resetStaffPasswordSchema).mutation(resetPasswordHandler),
  disableStaff: ownerProcedure.input(staffIdSchema).mutation(disableStaffHandler),
  enableStaff: ownerProcedure.input(staffIdSchema).mutation(enableStaffHandler),
  auditTrail: ownerProcedure.input(auditQuerySchema).query(auditTrailHandler),
});
