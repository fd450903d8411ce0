import type { RoomType } from "../../../shared/rooms/room-types.ts";

export type PriceSource = "staff" | "little_hotelier" | "static";

export interface ResolvedPrice {
  pence: number;
  source: PriceSource;
}

export interface ResolvedPriceCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export const RESOLVED_PRICE_TTL_MS = 60_000;

/**
 * Night prices already worked out (staff price, else Little Hotelier, else static), kept a minute
 * so the busiest public call answers from memory. A staff price change on this instance drops
 * its entry at once; other instances behind a load balancer see it within the minute.
 */
export class ResolvedPriceCache {
  private readonly entries = new Map<string, { price: ResolvedPrice; expiresAt: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: ResolvedPriceCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? RESOLVED_PRICE_TTL_MS;
    this.maxEntries = options.maxEntries ?? 5_000;
    this.now = options.now ?? Date.now;
  }

  get(roomType: RoomType, date: string): ResolvedPrice | undefined {
    const key = `${roomType}|${date}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.price;
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
