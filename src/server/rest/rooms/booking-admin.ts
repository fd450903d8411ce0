import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

const ROOM_BOOKING_ADMIN_PATH = "/api/admin/bookings";

/** The staff calls of the Bookings tab (ADR 037): `:id` is the confirmation ID. */
export function registerRoomBookingAdminRoutes(app: FastifyInstance): void {
  defineRestRoute(app, { method: "GET", url: ROOM_BOOKING_ADMIN_PATH, from: "query", procedure: (caller) => caller.rooms.admin.bookings.list });
  defineRestRoute(app, { method: "GET", url: `${ROOM_BOOKING_ADMIN_PATH}/:id`, from: "params", procedure: (caller) => caller.rooms.admin.bookings.byId });
}
