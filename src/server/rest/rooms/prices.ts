import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ApiSuccess } from "../../../shared/api/api-envelope.ts";
import { londonToday } from "../../../shared/dates.ts";
import { isRoomType, type RoomType } from "../../../shared/rooms/room-types.ts";
import type { ResolvedPrice } from "../../services/rooms/resolved-price-cache.ts";
import type { CurrentPrice } from "../../../shared/rooms/room-price-answers.ts";
import { currentPriceFromCache } from "../../services/rooms/room-prices.ts";
import { defineRestRoute } from "../define-route.ts";

/** The JSON text of the public price answer for a night whose price is in memory. */
function currentPriceAnswer(price: ResolvedPrice, roomType: RoomType, date: string): string {
  return JSON.stringify({ success: true, data: currentPriceFromCache(price, roomType, date) } satisfies ApiSuccess<CurrentPrice>);
}

/**
 * The busiest public read answered from the price cache's snapshot (ADR 045): only for a query
 * the schema takes as it is (one known room type, a date from today on that the cache holds, so a
 * real YYYY-MM-DD); anything else, or a night not in memory, goes through prices.current.
 */
function keptCurrentPrice(app: FastifyInstance) {
  return (request: FastifyRequest): string | undefined => {
    const { roomType, date } = request.query as Record<string, unknown>;
    if (!isRoomType(roomType) || typeof date !== "string" || date < londonToday()) return undefined;
    return app.roomRates.prices.answerOf(roomType, date, currentPriceAnswer);
  };
}

/** The public night price (its staff calls are in admin.ts). */
export function registerPriceRoutes(app: FastifyInstance): void {
  // The busiest public read (ADR 045): from the snapshot when it can, no staff session, and its
  // answers (about 120 bytes) never reach the compression threshold.
  defineRestRoute(app, {
    method: "GET",
    url: "/api/prices/current",
    from: "query",
    procedure: (caller) => caller.rooms.prices.current,
    fromMemory: keptCurrentPrice(app),
    staffSession: false,
    compress: false,
  });
}
