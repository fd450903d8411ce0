import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "./define-route.ts";

export function registerPriceRoutes(app: FastifyInstance): void {
  defineRestRoute(app, { method: "GET", url: "/api/prices/current", from: "query", procedure: (caller) => caller.prices.current });
}
