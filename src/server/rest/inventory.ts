import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "./define-route.ts";

export function registerInventoryRoutes(app: FastifyInstance): void {
  defineRestRoute(app, { method: "POST", url: "/api/admin/inventory/sync", from: "body", procedure: (caller) => caller.inventory.sync });
  defineRestRoute(app, { method: "GET", url: "/api/admin/inventory/sync-status", from: "none", procedure: (caller) => () => caller.inventory.syncStatus() });
}
