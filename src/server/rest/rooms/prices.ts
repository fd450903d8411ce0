import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

/** The public night price, and the staff price calls of addons-privacy-admin §7.3 (staff only, ADR 027). */
export function registerPriceRoutes(app: FastifyInstance): void {
  defineRestRoute(app, { method: "GET", url: "/api/prices/current", from: "query", procedure: (caller) => caller.prices.current });
  defineRestRoute(app, { method: "POST", url: "/api/prices/update", from: "body", procedure: (caller) => caller.prices.update });
  defineRestRoute(app, { method: "GET", url: "/api/prices/admin/all", from: "query", procedure: (caller) => caller.prices.adminAll });
  defineRestRoute(app, { method: "GET", url: "/api/prices/admin/summary", from: "none", procedure: (caller) => () => caller.prices.adminSummary() });
  defineRestRoute(app, { method: "PUT", url: "/api/prices/admin/edit", from: "body", procedure: (caller) => caller.prices.adminEdit });
  defineRestRoute(app, { method: "DELETE", url: "/api/prices/admin/delete", from: "query", procedure: (caller) => caller.prices.adminDelete });
}
