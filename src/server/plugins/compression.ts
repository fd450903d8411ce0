import compress from "@fastify/compress";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";

/** Brotli or gzip for text answers above 1 KB. */
const compression: FastifyPluginAsync = async (app) => {
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
};

export default fp(compression, { name: "compression" });
