import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configFor } from "../../../../src/server/config.ts";
import { LittleHotelierClient, LittleHotelierUnavailableError } from "../../../../src/server/integrations/little-hotelier.ts";
import { LittleHotelierRates, RATES_CACHE_TTL_MS } from "../../../../src/server/services/rooms/little-hotelier-rates.ts";
import { LIVE_RATES_UNAVAILABLE } from "../../../../src/shared/rooms/little-hotelier-messages.ts";
import { type FakeLittleHotelier, startFakeLittleHotelier } from "../../../fakes/little-hotelier.ts";

const DECEMBER = { start: "2026-12-01", end: "2026-12-31" };
const MINUTE = 60_000;

describe("Little Hotelier rates behind the 10-minute cache (stale while the API fails)", () => {
  let lh: FakeLittleHotelier;
  let clock: number;
  let rates: LittleHotelierRates;

  beforeAll(async () => {
    lh = await startFakeLittleHotelier();
  });
  afterAll(() => lh.close());
  beforeEach(() => {
    lh.mode = "ok";
    lh.delayMs = 0;
    lh.requests.length = 0;
    clock = Date.UTC(2026, 11, 1, 9, 0);
    // Pointed at the fake through LH_API_BASE, as the server configures it.
    const config = configFor({ LH_API_BASE: lh.baseUrl, LH_CHANNEL_CODE: lh.channelCode });
    const client = new LittleHotelierClient({ baseUrl: config.LH_API_BASE, channelCode: config.LH_CHANNEL_CODE, timeoutMs: 10_000, retries: 0 });
    rates = new LittleHotelierRates(client, { now: () => clock });
  });

  it("answers repeat requests from memory for 10 minutes, then asks again", async () => {
    const first = await rates.get(DECEMBER);
    clock += RATES_CACHE_TTL_MS - 1;
    const cached = await rates.get(DECEMBER);
    expect(lh.requests).toHaveLength(1);
    expect(cached).toEqual(first);
    expect(cached.stale).toBe(false);

    clock += 1;
    const refreshed = await rates.get(DECEMBER);
    expect(lh.requests).toHaveLength(2);
    expect(refreshed.fetchedAt).toBe(clock);
  });

  it("keeps one entry per date range", async () => {
    await rates.get(DECEMBER);
    await rates.get({ start: "2027-01-01", end: "2027-01-31" });
    await rates.get(DECEMBER);
    expect(lh.requests.map((request) => request.startDate)).toEqual(["2026-12-01", "2027-01-01"]);
  });

  it("serves the last good answer, marked stale, while Little Hotelier fails", async () => {
    const good = await rates.get(DECEMBER);
    clock += 11 * MINUTE;
    for (const mode of ["error500", "malformed-json", "wrong-shape", "timeout"] as const) {
      lh.mode = mode;
      clock += MINUTE; // past the pause after a failure, so each mode is really asked
      // A hanging platform is given up on by the caller (the client's own timeout is 10 s here).
      const answer = await rates.get(DECEMBER, mode === "timeout" ? { maxWaitMs: 100 } : {});
      expect(answer, mode).toMatchObject({ stale: true, fetchedAt: good.fetchedAt });
      expect(answer.rooms).toEqual(good.rooms);
    }
    expect(lh.requests).toHaveLength(5);
  });

  it("goes back to fresh answers once Little Hotelier recovers", async () => {
    await rates.get(DECEMBER);
    clock += 11 * MINUTE;
    lh.mode = "error500";
    expect((await rates.get(DECEMBER)).stale).toBe(true);
    lh.mode = "ok";
    clock += MINUTE;
    const recovered = await rates.get(DECEMBER);
    expect(recovered).toMatchObject({ stale: false, fetchedAt: clock });
  });

  it("after a failure, does not ask again for 30 seconds", async () => {
    lh.mode = "error500";
    await expect(rates.get(DECEMBER)).rejects.toThrow(LIVE_RATES_UNAVAILABLE);
    clock += 29_000;
    await expect(rates.get(DECEMBER)).rejects.toBeInstanceOf(LittleHotelierUnavailableError);
    expect(lh.requests).toHaveLength(1);
    clock += 1_000;
    await expect(rates.get(DECEMBER)).rejects.toBeInstanceOf(LittleHotelierUnavailableError);
    expect(lh.requests).toHaveLength(2);
  });

  it("with nothing cached, a failure is the spec's 'connection unavailable' error (503)", async () => {
    lh.mode = "wrong-shape";
    await expect(rates.get(DECEMBER)).rejects.toMatchObject({ status: 503, message: LIVE_RATES_UNAVAILABLE, failure: "unexpected_shape" });
  });

  it("shares one call among concurrent requests for the same days", async () => {
    const answers = await Promise.all([rates.get(DECEMBER), rates.get(DECEMBER), rates.get(DECEMBER)]);
    expect(lh.requests).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.rooms)).size).toBe(1);
  });

  it("fresh: true asks even when the cache is fresh", async () => {
    await rates.get(DECEMBER);
    await rates.get(DECEMBER, { fresh: true });
    expect(lh.requests).toHaveLength(2);
  });

  it("maxWaitMs stops waiting for a slow answer without losing it", async () => {
    lh.delayMs = 150;
    await expect(rates.get(DECEMBER, { maxWaitMs: 10 })).rejects.toMatchObject({ failure: "timeout" });
    // The next caller joins the call still under way and gets its answer.
    await expect(rates.get(DECEMBER)).resolves.toMatchObject({ stale: false });
    expect(lh.requests).toHaveLength(1);
  });

  it("without a client (no LH_CHANNEL_CODE) every request says the connection is unavailable", async () => {
    const unconfigured = new LittleHotelierRates(undefined);
    expect(unconfigured.configured).toBe(false);
    await expect(unconfigured.get(DECEMBER)).rejects.toMatchObject({ message: LIVE_RATES_UNAVAILABLE, failure: "not_configured" });
  });

  it("forgets the least recently used range beyond its size limit", async () => {
    const client = new LittleHotelierClient({ baseUrl: lh.baseUrl, channelCode: lh.channelCode, retries: 0 });
    const small = new LittleHotelierRates(client, { now: () => clock, maxEntries: 2 });
    await small.get({ start: "2026-12-01", end: "2026-12-01" });
    await small.get({ start: "2026-12-02", end: "2026-12-02" });
    await small.get({ start: "2026-12-01", end: "2026-12-01" });
    await small.get({ start: "2026-12-03", end: "2026-12-03" });
    await small.get({ start: "2026-12-01", end: "2026-12-01" });
    await small.get({ start: "2026-12-02", end: "2026-12-02" });
    expect(lh.requests.map((request) => request.startDate)).toEqual(["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-02"]);
  });
});
