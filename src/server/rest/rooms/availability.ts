import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

export function registerAvailabilityRoutes(app: FastifyInstance): void {
  defineRestRoute(app, { method: "GET", url: "/api/availability/calendar", from: "query", procedure: (caller) => caller.rooms.availability.calendar });
}
