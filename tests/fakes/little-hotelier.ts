import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Little Hotelier's read-only Rates API on 127.0.0.1 (a random port), speaking the
 * documented JSON:
 *   GET /api/v1/properties/{channel}/rates.json?start_date=YYYY-MM-DD&end_date=YYYY-MM-DD
 *   -> [{ name, rate_plans: [{ id, name, rate_plan_dates: [{ date, rate, available, min_stay,
 *        max_stay, stop_online_sell, close_to_arrival, close_to_departure }] }] }]
 * Point LH_API_BASE at `baseUrl`. `mode` switches it into one of the ways the real one can fail.
 * A scenario changes the answer for one channel's requests that start on one day only, so tests
 * that share the fake (as its own process, little-hotelier-main.ts) cannot change each other's.
 */

export type FakeLittleHotelierMode =
  | "ok"
  /** Accepts the request and never answers. */
  | "timeout"
  | "error500"
  | "rate-limited"
  | "malformed-json"
  /** Valid JSON, not the documented shape. */
  | "wrong-shape"
  /** An empty list: no rooms at all. */
  | "empty";

export interface FakeRateDay {
  rate: number;
  available: number;
  min_stay: number | null;
  max_stay: number | null;
  stop_online_sell: boolean;
  close_to_arrival: boolean;
  close_to_departure: boolean;
}

interface FakeRatePlan {
  id: number;
  name: string;
  rate: number;
  available: number;
  /** Changes for particular days, e.g. { "2026-12-24": { available: 0 } }. */
  days?: Readonly<Record<string, Partial<FakeRateDay>>>;
}

export interface FakeRoom {
  name: string;
  ratePlans: readonly FakeRatePlan[];
}

/** A property like ours: one Little Hotelier room per type, the double with two rate plans. */
export const DEFAULT_FAKE_ROOMS: readonly FakeRoom[] = [
  { name: "Single Room", ratePlans: [{ id: 101, name: "Best Available Rate", rate: 95, available: 3 }] },
  {
    name: "Double Room",
    ratePlans: [
      { id: 201, name: "Best Available Rate", rate: 120, available: 6 },
      { id: 202, name: "Non-Refundable", rate: 108.5, available: 6 },
    ],
  },
  { name: "Twin Room", ratePlans: [{ id: 301, name: "Best Available Rate", rate: 125, available: 4 }] },
  { name: "Family Room", ratePlans: [{ id: 401, name: "Best Available Rate", rate: 150, available: 2 }] },
  { name: "Deluxe Family Room", ratePlans: [{ id: 501, name: "Best Available Rate", rate: 175, available: 1 }] },
];

/** A changed answer for the requests of one channel whose start_date is `startDate`. */
interface FakeLittleHotelierScenario {
  channel: string;
  startDate: string;
  mode?: FakeLittleHotelierMode;
  rooms?: readonly FakeRoom[];
}

export interface FakeLittleHotelierRequest {
  channel: string;
  startDate: string | null;
  endDate: string | null;
}

export interface FakeLittleHotelier {
  baseUrl: string;
  channelCode: string;
  mode: FakeLittleHotelierMode;
  /** In "ok" mode, how long to wait before answering. */
  delayMs: number;
  rooms: readonly FakeRoom[];
  /** The next `count` requests answer with `mode`, then the server goes back to its current mode. */
  failNext(count: number, mode: FakeLittleHotelierMode): void;
  /** Sets (replacing any before it) the answer for one channel's requests starting on one day. */
  setScenario(scenario: FakeLittleHotelierScenario): void;
  clearScenario(channel: string, startDate: string): void;
  /** Every rates request received, in order. */
  readonly requests: FakeLittleHotelierRequest[];
  close(): Promise<void>;
}

function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${start}T00:00:00Z`); day <= new Date(`${end}T00:00:00Z`) && days.length < 800; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

function fakeRatesBody(rooms: readonly FakeRoom[], start: string, end: string): unknown {
  const days = daysBetween(start, end);
  return rooms.map((room) => ({
    name: room.name,
    rate_plans: room.ratePlans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      rate_plan_dates: days.map((date) => ({
        date,
        rate: plan.rate,
        available: plan.available,
        min_stay: 1,
        max_stay: null,
        stop_online_sell: false,
        close_to_arrival: false,
        close_to_departure: false,
        ...plan.days?.[date],
      })),
    })),
  }));
}

function send(response: ServerResponse, status: number, body: string): void {
  // No keep-alive: a reused socket the server has just timed out would fail a test at random (ECONNRESET).
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", connection: "close" });
  response.end(body);
}

export interface FakeLittleHotelierOptions {
  /** The property's channel code; requests for another one answer 404, as the real API does. */
  channelCode?: string;
  /** More channel codes it answers for (one per app server sharing the fake). */
  otherChannelCodes?: readonly string[];
  rooms?: readonly FakeRoom[];
  /** Default: a free port. */
  port?: number;
  /**
   * Also answers GET /health and the `/_control/…` calls, for tests in another process:
   * POST /_control/scenario (a FakeLittleHotelierScenario), POST /_control/clear-scenario
   * ({ channel, startDate }), GET /_control/requests (the requests received, in order).
   */
  control?: boolean;
}

const scenarioKey = (channel: string, startDate: string): string => `${channel} ${startDate}`;

export async function startFakeLittleHotelier(options: FakeLittleHotelierOptions = {}): Promise<FakeLittleHotelier> {
  const failures: FakeLittleHotelierMode[] = [];
  const requests: FakeLittleHotelierRequest[] = [];
  const scenarios = new Map<string, FakeLittleHotelierScenario>();
  const state = {
    mode: "ok" as FakeLittleHotelierMode,
    delayMs: 0,
    rooms: options.rooms ?? DEFAULT_FAKE_ROOMS,
  };
  const channelCode = options.channelCode ?? "courtfieldhoteldirect";
  const channels = new Set([channelCode, ...(options.otherChannelCodes ?? [])]);

  function control(request: IncomingMessage, response: ServerResponse, action: string): void {
    if (request.method === "GET" && action === "requests") return send(response, 200, JSON.stringify(requests));
    let raw = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (raw += chunk));
    request.on("end", () => {
      const input = (raw ? JSON.parse(raw) : {}) as Partial<FakeLittleHotelierScenario>;
      if (typeof input.channel !== "string" || typeof input.startDate !== "string") return send(response, 400, JSON.stringify({ error: "channel and startDate are required" }));
      if (action === "scenario") scenarios.set(scenarioKey(input.channel, input.startDate), input as FakeLittleHotelierScenario);
      else if (action === "clear-scenario") scenarios.delete(scenarioKey(input.channel, input.startDate));
      else return send(response, 404, JSON.stringify({ error: "unknown control action" }));
      send(response, 200, JSON.stringify({ ok: true }));
    });
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (options.control && url.pathname === "/health") return send(response, 200, JSON.stringify({ status: "ok" }));
    if (options.control && url.pathname.startsWith("/_control/")) return control(request, response, url.pathname.slice("/_control/".length));
    const match = /^\/api\/v1\/properties\/([^/]+)\/rates\.json$/.exec(url.pathname);
    if (request.method !== "GET" || !match) return send(response, 404, JSON.stringify({ error: "Not found" }));
    const channel = decodeURIComponent(match[1] ?? "");
    const startDate = url.searchParams.get("start_date");
    const endDate = url.searchParams.get("end_date");
    requests.push({ channel, startDate, endDate });
    const scenario = startDate === null ? undefined : scenarios.get(scenarioKey(channel, startDate));
    const mode = failures.shift() ?? scenario?.mode ?? state.mode;
    switch (mode) {
      case "timeout":
        return; // the connection stays open until the client gives up or the server closes
      case "error500":
        return send(response, 500, JSON.stringify({ error: "Internal Server Error" }));
      case "rate-limited":
        return send(response, 429, JSON.stringify({ error: "Too Many Requests" }));
      case "malformed-json":
        return send(response, 200, '[{"name": "Double Room", "rate_plans": [{"id": 201, "na');
      case "wrong-shape":
        return send(response, 200, JSON.stringify({ property: { rooms: "none" }, rates: 42 }));
      case "empty":
        return send(response, 200, "[]");
      case "ok":
        break;
    }
    if (!channels.has(channel)) return send(response, 404, JSON.stringify({ error: "Property not found" }));
    if (!startDate || !endDate) return send(response, 422, JSON.stringify({ error: "start_date and end_date are required" }));
    const body = JSON.stringify(fakeRatesBody(scenario?.rooms ?? state.rooms, startDate, endDate));
    if (state.delayMs > 0) setTimeout(() => send(response, 200, body), state.delayMs);
    else send(response, 200, body);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    channelCode,
    get mode() {
      return state.mode;
    },
    set mode(mode: FakeLittleHotelierMode) {
      state.mode = mode;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    get rooms() {
      return state.rooms;
    },
    set rooms(rooms: readonly FakeRoom[]) {
      state.rooms = rooms;
    },
    failNext(count, mode) {
      for (let index = 0; index < count; index += 1) failures.push(mode);
    },
    setScenario(scenario) {
      scenarios.set(scenarioKey(scenario.channel, scenario.startDate), scenario);
    },
    clearScenario(channel, startDate) {
      scenarios.delete(scenarioKey(channel, startDate));
    },
    requests,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
