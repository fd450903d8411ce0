import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../../src/server/errors.ts";
import { loggerOptions } from "../../../../src/server/logger.ts";
import errorHandler from "../../../../src/server/plugins/error-handler.ts";

async function appWithRoutes(logLines: string[] = []) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const logger = { ...(loggerOptions({ LOG_LEVEL: "info" }) as object), stream };
  const app = Fastify({ logger });
  await app.register(errorHandler);
  app.get("/boom", () => {
    throw new Error('relation "guest" does not exist: SELECT email FROM guest WHERE id = 42');
  });
  app.get("/conflict", () => {
    throw new AppError("CONFLICT", "This request was already received.", { fieldErrors: { email: "Taken" } });
  });
  await app.ready();
  return app;
}

describe("the error handler", () => {
  it("answers an unexpected error with 500, the generic message and an error id, never the SQL or stack", async () => {
    const logLines: string[] = [];
    const app = await appWithRoutes(logLines);
    const response = await app.inject({ method: "GET", url: "/boom" });
    await app.close();
    expect(response.statusCode).toBe(500);
    const body = response.json<{ success: boolean; error: string; errorId: string }>();
    expect(body.success).toBe(false);
    expect(body.error).toBe("An unexpected error occurred. Please try again.");
    expect(response.body).not.toMatch(/SELECT|guest|stack|at /);
    // The log keeps the detail under the same id for staff.
    expect(logLines.join("")).toContain(body.errorId);
  });

  it("keeps an AppError's status, message and field errors", async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: "GET", url: "/conflict" });
    await app.close();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, error: "This request was already received.", fieldErrors: { email: "Taken" } });
  });

  it("logs requests without the query string or cookies", async () => {
    const logLines: string[] = [];
    const app = await appWithRoutes(logLines);
    await app.inject({ method: "GET", url: "/conflict?email=guest@example.com", headers: { cookie: "__Host-hotel_session=secret-token" } });
    await app.close();
    const log = logLines.join("");
    expect(log).toContain('"path":"/conflict"');
    expect(log).not.toContain("guest@example.com");
    expect(log).not.toContain("secret-token");
  });
});
