import type { FastifyInstance } from "fastify";
import { csvDownload, defineRestRoute } from "../define-route.ts";

const ADDON_ADMIN_PATH = "/api/admin/addon-bookings";

/**
 * The staff calls of the Pet Accommodation tab (ADR 025). The export
 * is registered before `/:id`, which it would otherwise look like to a reader (the router itself
 * prefers the static path). DELETE reads `refund` from its JSON body, the desk payment its `method` (ADR 090).
 */
export function registerAddonAdminRoutes(app: FastifyInstance): void {
  defineRestRoute(app, { method: "GET", url: ADDON_ADMIN_PATH, from: "query", procedure: (caller) => caller.addons.admin.list });
  defineRestRoute(app, { method: "GET", url: `${ADDON_ADMIN_PATH}/export.csv`, from: "query", procedure: (caller) => caller.addons.admin.exportCsv, download: csvDownload });
  defineRestRoute(app, { method: "GET", url: `${ADDON_ADMIN_PATH}/:id`, from: "params", procedure: (caller) => caller.addons.admin.byId });
  defineRestRoute(app, { method: "PATCH", url: `${ADDON_ADMIN_PATH}/:id/verify`, from: "params", procedure: (caller) => caller.addons.admin.verify });
  defineRestRoute(app, { method: "PATCH", url: `${ADDON_ADMIN_PATH}/:id/desk-payment`, from: "params+body", procedure: (caller) => caller.addons.admin.recordDeskPayment });
  defineRestRoute(app, { method: "DELETE", url: `${ADDON_ADMIN_PATH}/:id/desk-payment`, from: "params", procedure: (caller) => caller.addons.admin.undoDeskPayment });
  defineRestRoute(app, { method: "DELETE", url: `${ADDON_ADMIN_PATH}/:id`, from: "params+body", procedure: (caller) => caller.addons.admin.remove });
}
