import cookie from "@fastify/cookie";
import type { AnyRouter } from "@trpc/server";
import { type CreateFastifyContextOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance } from "fastify";
import errorHandler from "../../../src/server/plugins/error-handler.ts";
import session from "../../../src/server/plugins/session.ts";
import { defineRestRouteFor } from "../../../src/server/rest/define-route.ts";
import { type Context, createContext } from "../../../src/server/trpc/context.ts";

/**
 * The app's own request road (error handler, cookies, session plugin, tRPC at /trpc, REST shims)
 * around a router a test writes, for behaviour no real procedure shows yet. No database.
 */
export async function procedureTestApp<C>(
  testRouter: AnyRouter,
  createCaller: (context: Context) => C,
  restRoutes: (app: FastifyInstance, defineRoute: ReturnType<typeof defineRestRouteFor<C>>) => void,
  options: { secure?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate("clock", () => new Date());
  await app.register(errorHandler);
  await app.register(cookie);
  await app.register(session, { secure: options.secure ?? false });
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: { router: testRouter, createContext: ({ req, res }: CreateFastifyContextOptions) => createContext(req, res) },
  });
  restRoutes(app, defineRestRouteFor(createCaller));
  await app.ready();
  return app;
}
