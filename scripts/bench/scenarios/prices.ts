import { londonToday } from "../../../src/shared/dates.ts";

/**
 * The public price call the rooms list makes for each room type, measured by
 * `npm run bench:api` against a bare Fastify hello-world. Aim: half its throughput or better,
 * p99 under 20 ms (ADR 004 says how it gets there: answers come from memory).
 */
export const scenario = {
  name: "GET /api/prices/current",
  method: "GET",
  path: `/api/prices/current?roomType=double&date=${londonToday()}`,
} as const;
