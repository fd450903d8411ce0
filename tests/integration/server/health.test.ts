import { describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/test-app.ts";
import { createTestDatabase } from "../helpers/test-database.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

describe("GET /api/health", () => {
  const t = useTestApp();

  it("answers 200 with the database status", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("is also a tRPC query", async () => {
    const response = await t.app.inject({ method: "GET", url: "/trpc/health.check" });
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
