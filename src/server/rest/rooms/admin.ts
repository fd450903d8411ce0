import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

const ROOM_BOOKING_ADMIN_PATH = "/api/admin/bookings";

/** The staff calls of the rooms domain: the Bookings, Room Prices and Room Inventory tabs, and Little Hotelier's rates. */
export function registerRoomAdminRoutes(app: FastifyInstance): void {
  // The Bookings tab (ADR 037): `:id` is the confirmation ID.
  defineRestRoute(app, { method: "GET", url: ROOM_BOOKING_ADMIN_PATH, from: "query", procedure: (caller) => caller.rooms.admin.bookings.list });
  defineRestRoute(app, { method: "GET", url: `${ROOM_BOOKING_ADMIN_PATH}/:id`, from: "params", procedure: (caller) => caller.rooms.admin.bookings.byId });
  // The Room Prices tab (ADR 027), on the original's paths.
  defineRestRoute(app, { method: "POST", url: "/api/prices/update", from: "body", procedure: (caller) => caller.rooms.admin.prices.update });
  defineRestRoute(app, { method: "GET", url: "/api/prices/admin/all", from: "query", procedure: (caller) => caller.rooms.admin.prices.list });
  defineRestRoute(app, { method: "GET", url: "/api/prices/admin/summary", from: "none", procedure: (caller) => () => caller.rooms.admin.prices.summary() });
  defineRestRoute(app, { method: "PUT", url: "/api/prices/admin/edit", from: "body", procedure: (caller) => caller.rooms.admin.prices.edit });
  defineRestRoute(app, { method: "DELETE", url: "/api/prices/admin/delete", from: "query", procedure: (caller) => caller.rooms.admin.prices.remove });
  // Little Hotelier's published rates (ADR 064).
  defineRestRoute(app, { method: "GET", url: "/api/lh/rates", from: "query", procedure: (caller) => caller.rooms.admin.littleHotelier.rates });
  // The Room Inventory tab (ADR 027).
  defineRestRoute(app, { method: "GET", url: "/api/admin/inventory", from: "none", procedure: (caller) => () => caller.rooms.admin.inventory.overview() });
  defineRestRoute(app, { method: "GET", url: "/api/admin/inventory/calendar", from: "query", procedure: (caller) => caller.rooms.admin.inventory.calendar });
  defineRestRoute(app, { method: "POST", url: "/api/admin/inventory", from: "body", successStatus: 201, procedure: (caller) => caller.rooms.admin.inventory.createRecord });
  defineRestRoute(app, { method: "PUT", url: "/api/admin/inventory/:id", from: "params+body", procedure: (caller) => caller.rooms.admin.inventory.updateRecord });
  defineRestRoute(app, { method: "DELETE", url: "/api/admin/inventory/:id", from: "params", procedure: (caller) => caller.rooms.admin.inventory.deleteRecord });
  defineRestRoute(app, { method: "POST", url: "/api/admin/inventory/sync", from: "body", procedure: (caller) => caller.rooms.admin.inventory.sync });
  defineRestRoute(app, { method: "GET", url: "/api/admin/inventory/sync-status", from: "none", procedure: (caller) => () => caller.rooms.admin.inventory.syncStatus() });
}
