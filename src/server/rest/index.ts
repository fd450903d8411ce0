import type { FastifyInstance } from "fastify";
import { registerHealthRoutes } from "./health.ts";
import { registerMonitoringRoutes } from "./monitoring.ts";

/** Every documented /api path. Each domain adds its register function here. */
export function registerRestRoutes(app: FastifyInstance): void {
  registerHealthRoutes(app);
  registerMonitoringRoutes(app);
}
