import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

export function registerEventRoutes(app: FastifyInstance): void {
  defineRestRoute(app, { method: "GET", url: "/api/events", from: "none", procedure: (caller) => () => caller.events.list() });
  defineRestRoute(app, { method: "GET", url: "/api/events/:id", from: "params", procedure: (caller) => caller.events.byId });
}
