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
  app.addHook("onClose", () => app.roomRates.inventorySync.idle());
};

export default fp(roomRatesPlugin, { name: "room-rates" });
