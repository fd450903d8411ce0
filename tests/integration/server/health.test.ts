import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database.ts";

describe("GET /api/health", () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db.prisma);
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it("answers 200 with the database status", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("is also a tRPC query", async () => {
    const response = await app.inject({ method: "GET", url: "/trpc/health.check" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: { status: "ok", db: "ok" } } });
  });

  it("answers 503 with an error id, and no internals, once the database is gone", async () => {
    const broken = await createTestDatabase();
    const brokenApp = await createTestApp(broken.prisma);
    await broken.destroy();
    const response = await brokenApp.inject({ method: "GET", url: "/api/health" });
    await brokenApp.close();
    expect(response.statusCode).toBe(503);
    const body = response.json<{ success: boolean; error: string; errorId: string }>();
    expect(body).toMatchObject({ success: false, error: "The database is unreachable." });
    expect(body.errorId).toMatch(/^[0-9A-F-]{8}$/);
    expect(response.body).not.toMatch(/at |prisma|SELECT/i);
  });
});
