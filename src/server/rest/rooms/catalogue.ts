import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

export function registerRoomRoutes(app: FastifyInstance): void {
  defineRestRoute(app, { method: "GET", url: "/api/rooms", from: "none", procedure: (caller) => () => caller.rooms.catalogue.list() });
  defineRestRoute(app, { method: "GET", url: "/api/rooms/:id", from: "params", procedure: (caller) => caller.rooms.catalogue.byId });
}
