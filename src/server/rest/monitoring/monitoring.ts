import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

export function registerMonitoringRoutes(app: FastifyInstance): void {
  defineRestRoute(app, {
    method: "POST",
    url: "/api/client-errors",
    from: "body",
    successStatus: 202,
    procedure: (caller) => caller.monitoring.reportClientError,
  });
}
