// The yardstick: a bare Fastify answering {"hello":"world"}, in its own process.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 })}\n`);
process.once("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
