import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { createRoomRatesRuntime, type RoomRatesRuntime } from "../services/rooms/room-rates-runtime.ts";

declare module "fastify" {
  interface FastifyInstance {
    roomRates: RoomRatesRuntime;
  }
}

/** One rooms runtime per server (Little Hotelier cache, price cache, inventory sync); closing waits for a sync in progress. */
const roomRatesPlugin: FastifyPluginAsync = async (app) => {
  app.decorate("roomRates", createRoomRatesRuntime(app.config, app.prisma, app.log));
  // Said once here; each request that needed it then answers 503 without a log line of its own.
  if (!app.roomRates.littleHotelier.configured) {
    app.log.warn("Little Hotelier is not configured (LH_CHANNEL_CODE is empty): prices fall back to the static ones, and availability and inventory answer 503");
  }
  app.addHook("onClose", () => app.roomRates.inventorySync.idle());
};

export default fp(roomRatesPlugin, { name: "room-rates" });
