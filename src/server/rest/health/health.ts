import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

export function registerHealthRoutes(app: FastifyInstance): void {
  defineRestRoute(app, {
    method: "GET",
    url: "/api/health",
    from: "none",
    envelope: false,
    procedure: (caller) => () => caller.health.check(),
  });
}
