import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

/** The staff calls behind the admin's Privacy Requests tab (ADR 022). */
export function registerPrivacyAdminRoutes(app: FastifyInstance): void {
  defineRestRoute(app, { method: "GET", url: "/api/admin/privacy-requests", from: "query", procedure: (caller) => caller.privacy.admin.list });
  defineRestRoute(app, { method: "PATCH", url: "/api/admin/privacy-requests/:id", from: "params+body", procedure: (caller) => caller.privacy.admin.update });
}
