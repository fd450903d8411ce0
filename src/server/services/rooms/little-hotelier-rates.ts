import {
  type DateRange,
  type LhRoom,
  type LittleHotelierApi,
  LittleHotelierUnavailableError,
  type RatesFetch,
} from "../../integrations/little-hotelier.ts";
import type { Logger } from "../core/logger.ts";

export interface RatesSnapshot {
  range: DateRange;
  rooms: readonly LhRoom[];
  /** When Little Hotelier gave this answer (ms since the epoch). */
  fetchedAt: number;
  /** True when this is an older answer served because Little Hotelier is failing now. */
  stale: boolean;
}

export interface RatesCacheOptions {
  /** How long an answer is served without asking again. */
  ttlMs?: number;
  /** After a failure, how long to answer from what is known (stale data or the failure) without asking again. */
  failureHoldMs?: number;
  /** Date ranges remembered at once; the least recently used is forgotten first. */
  maxEntries?: number;
  now?: () => number;
  log?: Pick<Logger, "warn">;
}

export interface RatesRequestOptions {
  /** Ask Little Hotelier even when a fresh answer is cached (the inventory sync does). */
  fresh?: boolean;
  /**
   * Give up waiting after this long (the answer still lands in the cache for the next caller).
   * Pages that can fall back to a static price use it so a slow platform never makes them slow.
   */
  maxWaitMs?: number;
}

interface CacheEntry {
  answer?: Answer;
  failure?: { at: number; error: LittleHotelierUnavailableError };
}

interface Answer {
  rooms: readonly LhRoom[];
  fetchedAt: number;
}

type FetchOutcome = { ok: true; answer: Answer } | { ok: false; error: LittleHotelierUnavailableError };

export const RATES_CACHE_TTL_MS = 10 * 60_000;

/**
 * Little Hotelier's rates behind a 10-minute cache that keeps serving the last good answer while
 * the platform fails (stale-while-error). Concurrent requests for the same days share one call.
 * Without a client (no LH_CHANNEL_CODE) every request fails with the original's wording.
 */
export class LittleHotelierRates {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly inFlight = new Map<string, Promise<FetchOutcome>>();
  private readonly ttlMs: number;
  private readonly failureHoldMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly log: Pick<Logger, "warn"> | undefined;

  constructor(
    private readonly api: LittleHotelierApi | undefined,
    options: RatesCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? RATES_CACHE_TTL_MS;
    this.failureHoldMs = options.failureHoldMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 200;
    this.now = options.now ?? Date.now;
    this.log = options.log;
  }

  get configured(): boolean {
    return this.api !== undefined;
  }

  async get(range: DateRange, options: RatesRequestOptions = {}): Promise<RatesSnapshot> {
    if (!this.api) throw new LittleHotelierUnavailableError("not_configured", "LH_CHANNEL_CODE is not set");
    const key = `${range.start}..${range.end}`;
    const entry = this.entries.get(key);
    const now = this.now();
    if (!options.fresh) {
      if (entry?.answer && now - entry.answer.fetchedAt < this.ttlMs) {
        this.remember(key, entry); // most recently used
        return { range, ...entry.answer, stale: false };
      }
      if (entry?.failure && now - entry.failure.at < this.failureHoldMs) return this.fallback(range, entry, entry.failure.error);
    }
    const outcome = await this.waitFor(this.fetchShared(key, range), options.maxWaitMs);
    if (outcome?.ok) return { range, ...outcome.answer, stale: false };
    return this.fallback(range, this.entries.get(key) ?? {}, outcome?.error ?? new LittleHotelierUnavailableError("timeout", "still waiting for the Rates API"));
  }

  /** Forgets every answer (tests, and a change of configuration). */
  clear(): void {
    this.entries.clear();
  }

  private fetchShared(key: string, range: DateRange): Promise<FetchOutcome> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const api = this.api;
    if (!api) return Promise.resolve({ ok: false, error: new LittleHotelierUnavailableError("not_configured", "LH_CHANNEL_CODE is not set") });
    // Never rejects: a caller that stopped waiting (maxWaitMs) must not leave a rejection unhandled.
    const call = api.fetchRates(range).then(
      (result: RatesFetch): FetchOutcome => {
        const answer: Answer = { rooms: result.rooms, fetchedAt: this.now() };
        this.remember(key, { answer });
        if (result.dropped > 0) this.log?.warn({ range, dropped: result.dropped }, "Little Hotelier answer had entries of an unexpected shape; they were left out");
        return { ok: true, answer };
      },
      (error: unknown): FetchOutcome => {
        const failure = error instanceof LittleHotelierUnavailableError ? error : new LittleHotelierUnavailableError("network", String(error));
        const previous = this.entries.get(key);
        this.remember(key, { ...(previous?.answer ? { answer: previous.answer } : {}), failure: { at: this.now(), error: failure } });
        this.log?.warn({ range, failure: failure.failure, detail: failure.detail }, "Little Hotelier rates unavailable");
        return { ok: false, error: failure };
      },
    );
    const tracked = call.finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, tracked);
    return tracked;
  }

  private async waitFor(outcome: Promise<FetchOutcome>, maxWaitMs: number | undefined): Promise<FetchOutcome | undefined> {
    if (maxWaitMs === undefined) return outcome;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), maxWaitMs);
    });
    try {
      return await Promise.race([outcome, gaveUp]);
    } finally {
      clearTimeout(timer);
    }
  }

  private remember(key: string, entry: CacheEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  private fallback(range: DateRange, entry: CacheEntry, error: LittleHotelierUnavailableError): RatesSnapshot {
    if (entry.answer) return { range, ...entry.answer, stale: true };
    throw error;
  }
}
