import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

/** Staff sign-in, sessions, accounts and the audit trail (ADR 013). */
export function registerStaffRoutes(app: FastifyInstance): void {
  defineRestRoute(app, { method: "POST", url: "/api/admin/login", from: "body", procedure: (caller) => caller.staff.login });
  defineRestRoute(app, { method: "POST", url: "/api/admin/init", from: "body", successStatus: 201, procedure: (caller) => caller.staff.setup });
  defineRestRoute(app, { method: "GET", url: "/api/admin/session", from: "none", procedure: (caller) => caller.staff.session });
  defineRestRoute(app, { method: "POST", url: "/api/admin/logout", from: "none", procedure: (caller) => caller.staff.logout });
  defineRestRoute(app, { method: "POST", url: "/api/admin/password", from: "body", procedure: (caller) => caller.staff.changePassword });
  defineRestRoute(app, { method: "GET", url: "/api/admin/sessions", from: "query", procedure: (caller) => caller.staff.sessions });
  defineRestRoute(app, { method: "DELETE", url: "/api/admin/sessions/:sessionId", from: "params", procedure: (caller) => caller.staff.endSession });
  defineRestRoute(app, { method: "POST", url: "/api/admin/two-factor/setup", from: "body", procedure: (caller) => caller.staff.beginTwoFactor });
  defineRestRoute(app, { method: "POST", url: "/api/admin/two-factor/confirm", from: "body", procedure: (caller) => caller.staff.confirmTwoFactor });
  defineRestRoute(app, { method: "POST", url: "/api/admin/two-factor/disable", from: "body", procedure: (caller) => caller.staff.disableTwoFactor });
  defineRestRoute(app, { method: "GET", url: "/api/admin/staff", from: "none", procedure: (caller) => caller.staff.staff });
  defineRestRoute(app, { method: "POST", url: "/api/admin/staff", from: "body", successStatus: 201, procedure: (caller) => caller.staff.createStaff });
  defineRestRoute(app, { method: "POST", url: "/api/admin/staff/:staffId/reset-password", from: "params+body", procedure: (caller) => caller.staff.resetPassword });
  defineRestRoute(app, { method: "POST", url: "/api/admin/staff/:staffId/reset-two-factor", from: "params+body", procedure: (caller) => caller.staff.resetTwoFactor });
  defineRestRoute(app, { method: "POST", url: "/api/admin/staff/:staffId/disable", from: "params+body", procedure: (caller) => caller.staff.disableStaff });
  defineRestRoute(app, { method: "POST", url: "/api/admin/staff/:staffId/enable", from: "params+body", procedure: (caller) => caller.staff.enableStaff });
  defineRestRoute(app, { method: "GET", url: "/api/admin/audit", from: "query", procedure: (caller) => caller.staff.auditTrail });
  defineRestRoute(app, { method: "GET", url: "/api/admin/dashboard", from: "none", procedure: (caller) => caller.dashboard.summary });
}
