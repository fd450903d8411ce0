import type { RoomType } from "../../../shared/rooms/room-types.ts";

import type { PriceSource } from "../../../shared/rooms/room-price-answers.ts";

export interface ResolvedPrice {
  pence: number;
  source: PriceSource;
}

export interface ResolvedPriceCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

const RESOLVED_PRICE_TTL_MS = 60_000;

interface Entry {
  price: ResolvedPrice;
  expiresAt: number;
  /** The night's public answer, written from `price` when first asked for (answerOf). */
  answer?: string;
}

/**
 * Night prices already worked out (staff price, else Little Hotelier, else static), kept a minute
 * so the busiest public call answers from memory. A staff price change on this instance drops
 * its entry at once; other instances behind a load balancer see it within the minute.
 */
export class ResolvedPriceCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: ResolvedPriceCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? RESOLVED_PRICE_TTL_MS;
    this.maxEntries = options.maxEntries ?? 5_000;
    this.now = options.now ?? Date.now;
  }

  get(roomType: RoomType, date: string): ResolvedPrice | undefined {
    return this.liveEntry(roomType, date)?.price;
  }

  /**
   * A snapshot of the night's public answer (the JSON text GET /api/prices/current sends, ADR 045):
   * `write` makes it from the cached price the first time it is asked for, and it is kept with
   * that price, so it goes when the price goes (after the minute, or at once when staff change
   * it). undefined when the night's price is not in memory.
   */
  answerOf(roomType: RoomType, date: string, write: (price: ResolvedPrice, roomType: RoomType, date: string) => string): string | undefined {
    const entry = this.liveEntry(roomType, date);
    if (!entry) return undefined;
    entry.answer ??= write(entry.price, roomType, date);
    return entry.answer;
  }

  private liveEntry(roomType: RoomType, date: string): Entry | undefined {
    const key = `${roomType}|${date}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** `ttlMs` shortens the stay of a fallback answer given while Little Hotelier was failing. */
  set(roomType: RoomType, date: string, price: ResolvedPrice, ttlMs: number = this.ttlMs): void {
    const key = `${roomType}|${date}`;
    this.entries.delete(key);
    this.entries.set(key, { price, expiresAt: this.now() + Math.min(ttlMs, this.ttlMs) });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Staff set or removed the price of this night. */
  invalidate(roomType: RoomType, date: string): void {
    this.entries.delete(`${roomType}|${date}`);
  }

  clear(): void {
    this.entries.clear();
  }
}
