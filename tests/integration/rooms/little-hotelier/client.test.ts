import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configFor } from "../../../../src/server/config.ts";
import { LittleHotelierClient, LittleHotelierUnavailableError } from "../../../../src/server/integrations/little-hotelier.ts";
import { LIVE_RATES_UNAVAILABLE } from "../../../../src/shared/rooms/little-hotelier-messages.ts";
import { type FakeLittleHotelier, startFakeLittleHotelier } from "../../../fakes/little-hotelier.ts";

const RANGE = { start: "2026-12-01", end: "2026-12-03" };

describe("the Little Hotelier Rates API client, against a fake on loopback", () => {
  let lh: FakeLittleHotelier;
  const pauses: number[] = [];
  const client = (overrides: { channelCode?: string; timeoutMs?: number; retries?: number } = {}) =>
    new LittleHotelierClient({
      baseUrl: configFor({ LH_API_BASE: lh.baseUrl }).LH_API_BASE,
      channelCode: overrides.channelCode ?? lh.channelCode,
      timeoutMs: overrides.timeoutMs ?? 10_000,
      retries: overrides.retries ?? 2,
      backoffMs: 200,
      // Backoff pauses are recorded instead of slept.
      sleep: (ms) => {
        pauses.push(ms);
        return Promise.resolve();
      },
    });

  const failureOf = async (promise: Promise<unknown>): Promise<LittleHotelierUnavailableError> => {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    if (!(error instanceof LittleHotelierUnavailableError)) throw new Error(`Expected LittleHotelierUnavailableError, got ${String(error)}`);
    return error;
  };

  beforeAll(async () => {
    lh = await startFakeLittleHotelier();
  });
  afterAll(() => lh.close());
  beforeEach(() => {
    lh.mode = "ok";
    lh.requests.length = 0;
    pauses.length = 0;
  });

  it("asks for the channel's rates.json with start_date and end_date and reads the documented JSON", async () => {
    const result = await client().fetchRates(RANGE);
    expect(lh.requests).toEqual([{ channel: lh.channelCode, startDate: "2026-12-01", endDate: "2026-12-03" }]);
    expect(result.dropped).toBe(0);
    expect(result.rooms.map((room) => room.name)).toEqual(["Single Room", "Double Room", "Twin Room", "Family Room", "Deluxe Family Room"]);
    const double = result.rooms[1];
    expect(double?.ratePlans.map((plan) => [plan.id, plan.name])).toEqual([
      ["201", "Best Available Rate"],
      ["202", "Non-Refundable"],
    ]);
    expect(double?.ratePlans[1]?.dates[0]).toEqual({
      date: "2026-12-01",
      rate: 108.5,
      available: 6,
      min_stay: 1,
      max_stay: null,
      stop_online_sell: false,
      close_to_arrival: false,
      close_to_departure: false,
    });
    expect(double?.ratePlans[1]?.dates).toHaveLength(3);
  });

  it("retries a 500 twice with doubling backoff, then reports the connection unavailable", async () => {
    lh.mode = "error500";
    const error = await failureOf(client().fetchRates(RANGE));
    expect(error.failure).toBe("http");
    expect(error.message).toBe(LIVE_RATES_UNAVAILABLE);
    expect(error.status).toBe(503);
    expect(lh.requests).toHaveLength(3);
    expect(pauses).toEqual([200, 400]);
  });

  it("recovers when a retry succeeds", async () => {
    lh.failNext(1, "error500");
    const result = await client().fetchRates(RANGE);
    expect(result.rooms).toHaveLength(5);
    expect(lh.requests).toHaveLength(2);
  });

  it("retries 429 Too Many Requests", async () => {
    lh.failNext(2, "rate-limited");
    await expect(client().fetchRates(RANGE)).resolves.toMatchObject({ dropped: 0 });
    expect(lh.requests).toHaveLength(3);
  });

  it("gives up on an answer that never comes after the timeout, per attempt", async () => {
    lh.mode = "timeout";
    const started = Date.now();
    const error = await failureOf(client({ timeoutMs: 150, retries: 1 }).fetchRates(RANGE));
    expect(error.failure).toBe("timeout");
    expect(lh.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("uses a 3 second timeout by default", () => {
    expect(new LittleHotelierClient({ baseUrl: "http://127.0.0.1:1", channelCode: "x" })).toMatchObject({ timeoutMs: 3_000, retries: 2 });
  });

  it("does not retry malformed JSON, and says the connection is unavailable", async () => {
    lh.mode = "malformed-json";
    const error = await failureOf(client().fetchRates(RANGE));
    expect(error.failure).toBe("malformed_json");
    expect(lh.requests).toHaveLength(1);
  });

  it("refuses JSON of the wrong shape without crashing", async () => {
    lh.mode = "wrong-shape";
    const error = await failureOf(client().fetchRates(RANGE));
    expect(error.failure).toBe("unexpected_shape");
    expect(error.message).toBe(LIVE_RATES_UNAVAILABLE);
  });

  it("takes an empty list as no rooms, not as a failure", async () => {
    lh.mode = "empty";
    await expect(client().fetchRates(RANGE)).resolves.toEqual({ rooms: [], dropped: 0 });
  });

  it("does not retry a 404 for an unknown channel code", async () => {
    const error = await failureOf(client({ channelCode: "nosuchhotel" }).fetchRates(RANGE));
    expect(error.failure).toBe("http");
    expect(error.detail).toMatch(/^404/);
    expect(lh.requests).toHaveLength(1);
  });

  it("reports a refused connection as unavailable after its retries", async () => {
    const closed = await startFakeLittleHotelier();
    await closed.close();
    const error = await failureOf(
      new LittleHotelierClient({ baseUrl: closed.baseUrl, channelCode: "x", retries: 1, sleep: () => Promise.resolve() }).fetchRates(RANGE),
    );
    expect(error.failure).toBe("network");
  });

  it("without a channel code says so without calling anyone", async () => {
    const error = await failureOf(client({ channelCode: "" }).fetchRates(RANGE));
    expect(error.failure).toBe("not_configured");
    expect(error.message).toBe(LIVE_RATES_UNAVAILABLE);
    expect(lh.requests).toHaveLength(0);
  });
});
