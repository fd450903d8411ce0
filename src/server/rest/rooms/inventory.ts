import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

/** The staff Room Inventory calls (ADR 027). */
export function registerInventoryRoutes(app: FastifyInstance): void {
  defineRestRoute(app, { method: "GET", url: "/api/admin/inventory", from: "none", procedure: (caller) => () => caller.rooms.admin.inventory.overview() });
  defineRestRoute(app, { method: "GET", url: "/api/admin/inventory/calendar", from: "query", procedure: (caller) => caller.rooms.admin.inventory.calendar });
  defineRestRoute(app, { method: "POST", url: "/api/admin/inventory", from: "body", successStatus: 201, procedure: (caller) => caller.rooms.admin.inventory.createRecord });
  defineRestRoute(app, { method: "PUT", url: "/api/admin/inventory/:id", from: "params+body", procedure: (caller) => caller.rooms.admin.inventory.updateRecord });
  defineRestRoute(app, { method: "DELETE", url: "/api/admin/inventory/:id", from: "params", procedure: (caller) => caller.rooms.admin.inventory.deleteRecord });
  defineRestRoute(app, { method: "POST", url: "/api/admin/inventory/sync", from: "body", procedure: (caller) => caller.rooms.admin.inventory.sync });
  defineRestRoute(app, { method: "GET", url: "/api/admin/inventory/sync-status", from: "none", procedure: (caller) => () => caller.rooms.admin.inventory.syncStatus() });
}
