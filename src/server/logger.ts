import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";

/**
 * pino options for request logs without personal data: the query string is dropped (it may carry
 * an e-mail or a session id), and cookies, authorisation and bodies are never logged.
 */
export function loggerOptions(config: Pick<Config, "LOG_LEVEL">): FastifyServerOptions["logger"] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'], remove: true },
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        return { id: request.id, method: request.method, path: request.url.split("?")[0] };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
