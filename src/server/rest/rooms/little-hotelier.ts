import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

export function registerLittleHotelierRoutes(app: FastifyInstance): void {
  defineRestRoute(app, { method: "GET", url: "/api/lh/rates", from: "query", procedure: (caller) => caller.rooms.admin.littleHotelier.rates });
}
