import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

/** Room bookings stay on the external engine (ADR 004): these answer questions and hand over a link. */
export function registerBookingRoutes(app: FastifyInstance): void {
  defineRestRoute(app, { method: "POST", url: "/api/bookings/check-availability", from: "body", procedure: (caller) => caller.rooms.bookings.checkAvailability });
  defineRestRoute(app, { method: "POST", url: "/api/bookings/calculate-price", from: "body", procedure: (caller) => caller.rooms.bookings.calculatePrice });
  defineRestRoute(app, { method: "POST", url: "/api/bookings/create", from: "body", procedure: (caller) => caller.rooms.bookings.create });
}
