import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "../../../src/server/db/prisma.ts";
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

/** A pending message written `minutesAgo` and still not sent. */
async function pendingMailWritten(prisma: PrismaClient, minutesAgo: number): Promise<void> {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await prisma.outboxMessage.create({
    data: { id: randomUUID(), kind: "enquiry_acknowledgement", to: "guest@example.com", subject: "Your enquiry", text: "t", html: "<p>t</p>", messageId: `<${randomUUID()}@test>`, createdAt: at, nextAttemptAt: at },
  });
}

describe("GET /api/health when something is wrong but the server still serves", () => {
  const t = useTestApp({ HEALTH_OUTBOX_STUCK_AFTER_MINUTES: "5", HEALTH_DATABASE_SLOW_AFTER_MS: "300" });
  afterEach(() => t.db.truncate());
  const health = () => t.app.inject({ method: "GET", url: "/api/health" });

  it("stays ok while the outbox moves: mail written a minute ago is not stuck", async () => {
    await pendingMailWritten(t.app.prisma, 1);
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("says degraded, still 200, with the reason and no address, once the oldest unsent mail has waited past the limit", async () => {
    await pendingMailWritten(t.app.prisma, 1);
    await pendingMailWritten(t.app.prisma, 7);
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "degraded", db: "ok", reasons: ["mail outbox stuck: the oldest unsent message has waited 7 minutes (limit 5)"] });
    expect(response.body).not.toContain("guest@example.com");
    // Sent or given-up mail is not waiting.
    await t.app.prisma.outboxMessage.updateMany({ data: { status: "sent" } });
    expect((await health()).json()).toEqual({ status: "ok", db: "ok" });
  });

  /** The health check with the database's raw queries answering 400 ms late: every one, or only the first. */
  const healthWithSlowDatabase = async (slow: "every answer" | "first answer") => {
    const prisma = t.app.prisma;
    const queryRaw = prisma.$queryRaw.bind(prisma);
    const late = (...args: Parameters<typeof prisma.$queryRaw>) => {
      const answered = new Promise((resolve) => setTimeout(resolve, 400)).then(() => queryRaw(...args));
      // Awaited like Prisma's own promise; only its tag differs.
      return answered as ReturnType<typeof prisma.$queryRaw>;
    };
    const spy = vi.spyOn(prisma, "$queryRaw");
    if (slow === "every answer") spy.mockImplementation(late);
    else spy.mockImplementationOnce(late);
    return health().finally(() => spy.mockRestore());
  };

  it("stays ok after one slow answer (a connection being opened, a pause): the check asks again", async () => {
    const response = await healthWithSlowDatabase("first answer");
    expect(response.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("says degraded, still 200, when the database answers slower than the limit", async () => {
    const response = await healthWithSlowDatabase("every answer");
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: string; reasons: string[] }>();
    expect(body.status).toBe("degraded");
    expect(body.reasons).toEqual([expect.stringMatching(/^database slow: it took \d+ ms to answer \(limit 300 ms\)$/)]);
  });
});
