import type { Config } from "../../config.ts";
import type { PrismaClient } from "../../db/prisma.ts";
import { LittleHotelierClient, type LittleHotelierClientOptions } from "../../integrations/little-hotelier.ts";
import type { Logger } from "../core/logger.ts";
import { InventorySyncRunner } from "./inventory-sync.ts";
import { LittleHotelierRates, type RatesCacheOptions } from "./little-hotelier-rates.ts";
import { ResolvedPriceCache } from "./resolved-price-cache.ts";
import { createRoomTypeMatcher, type RoomTypeMatcher } from "./room-type-mapping.ts";

/**
 * What the rooms domain keeps in memory for the life of the server: Little Hotelier's cached
 * rates, the name-to-type mapping, the resolved-price cache and the one-at-a-time inventory sync.
 * Handlers reach it as `ctx.roomRates`.
 */
export interface RoomRatesRuntime {
  littleHotelier: LittleHotelierRates;
  matchRoomType: RoomTypeMatcher;
  prices: ResolvedPriceCache;
  inventorySync: InventorySyncRunner;
  /** The domain's clock (ms since the epoch): "today" and cache ages come from it. */
  now: () => number;
}

export interface RoomRatesRuntimeOptions {
  now?: () => number;
  /** Timeouts, retries and backoff of the HTTP client (tests shorten them). */
  client?: Partial<Omit<LittleHotelierClientOptions, "baseUrl" | "channelCode">>;
  cache?: Omit<RatesCacheOptions, "now" | "log">;
}

export function createRoomRatesRuntime(
  config: Pick<Config, "LH_API_BASE" | "LH_CHANNEL_CODE" | "LH_ROOM_TYPE_MAP">,
  prisma: PrismaClient,
  log: Logger,
  options: RoomRatesRuntimeOptions = {},
): RoomRatesRuntime {
  const now = options.now ?? Date.now;
  const client = config.LH_CHANNEL_CODE
    ? new LittleHotelierClient({ ...options.client, baseUrl: config.LH_API_BASE, channelCode: config.LH_CHANNEL_CODE })
    : undefined;
  const littleHotelier = new LittleHotelierRates(client, { ...options.cache, now, log });
  const matchRoomType = createRoomTypeMatcher(config.LH_ROOM_TYPE_MAP);
  return {
    littleHotelier,
    matchRoomType,
    prices: new ResolvedPriceCache({ now }),
    inventorySync: new InventorySyncRunner({ prisma, littleHotelier, matchRoomType, now, log }),
    now,
  };
}
