import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRetentionPurgeJob } from "../../../src/server/jobs/retention-purge.ts";
import { type MetricsListener, listenForMetrics } from "../../../src/server/metrics-listener.ts";
import { manualTimer } from "../helpers/manual-timer.ts";
import { createTestApp } from "../helpers/test-app.ts";
import { createTestDatabase } from "../helpers/test-database.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

const TOKEN = "metrics-token-for-the-test-0123456789abcdef";

/** One sample of a Prometheus text exposition: its value when a line has this name and (at least) these labels. */
function sampleOf(exposition: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of exposition.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = new Map([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair): [string | undefined, string | undefined] => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => present.get(key) === value)) return Number(match[3]);
  }
  return undefined;
}

describe("GET /metrics on its own port", () => {
  // METRICS_PORT set, as main.ts needs it to serve the metrics: the app then times its requests.
  const t = useTestApp({ STRIPE_SECRET_KEY: "sk_test_metrics_only", STRIPE_WEBHOOK_SECRET: "whsec_metrics_only", METRICS_PORT: "0" });
  let listener: MetricsListener;
  beforeAll(async () => {
    listener = await listenForMetrics(t.app, { host: "127.0.0.1", port: 0, token: TOKEN });
  });
  afterAll(() => listener.close());

  const scrape = async (): Promise<string> => {
    const response = await fetch(listener.url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    return response.text();
  };
  const requests = (exposition: string, labels: Record<string, string>) => sampleOf(exposition, "http_request_duration_seconds_count", labels) ?? 0;

  it("counts and times requests by method, route pattern and status class, with no id or e-mail address in a label", async () => {
    const bookingId = randomUUID();
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/admin/addon-bookings/${bookingId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/no-such-page/guest@example.com" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/trpc/health.check" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/trpc/health.check,health.check?batch=1&input={}" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/trpc/made.up-by-a-stranger" })).statusCode).toBe(404);
    const after = await scrape();

    const counted = (labels: Record<string, string>) => requests(after, labels) - requests(before, labels);
    expect(counted({ method: "GET", route: "/api/health", status_class: "2xx" })).toBe(3);
    expect(counted({ method: "GET", route: "/api/admin/addon-bookings/:id", status_class: "4xx" })).toBe(1);
    expect(counted({ method: "GET", route: "unmatched", status_class: "4xx" })).toBe(1);
    expect(counted({ method: "GET", route: "/trpc/health.check", status_class: "2xx" })).toBe(1);
    expect(counted({ method: "GET", route: "/trpc/(batch)", status_class: "2xx" })).toBe(1);
    expect(counted({ method: "GET", route: "/trpc/(unknown)", status_class: "4xx" })).toBe(1);
    expect(after).not.toContain("made.up");
    // A latency histogram: every request falls in the +Inf bucket, and the sum is a duration.
    expect(sampleOf(after, "http_request_duration_seconds_bucket", { route: "/api/health", status_class: "2xx", le: "+Inf" })).toBe(requests(after, { route: "/api/health", status_class: "2xx" }));
    expect(sampleOf(after, "http_request_duration_seconds_bucket", { route: "/api/health", le: "0.005" })).toBeDefined();
    expect(sampleOf(after, "http_request_duration_seconds_sum", { route: "/api/health", status_class: "2xx" })).toBeGreaterThan(0);
    expect(after).not.toContain(bookingId);
    expect(after).not.toContain("guest@example.com");
    // The process's own figures come with the app's.
    expect(sampleOf(after, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
  });

  it("shows the outbox backlog and how long its oldest mail has waited, read from the database at the scrape", async () => {
    await t.app.prisma.outboxMessage.deleteMany();
    expect(sampleOf(await scrape(), "hotel_outbox_pending_messages")).toBe(0);
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000);
    await t.app.prisma.outboxMessage.create({
      data: { id: randomUUID(), kind: "enquiry_acknowledgement", to: "guest@example.com", subject: "Your enquiry", text: "t", html: "<p>t</p>", messageId: `<${randomUUID()}@test>`, createdAt: twentyMinutesAgo, nextAttemptAt: twentyMinutesAgo },
    });
    const queries = vi.spyOn(t.app.prisma, "$queryRaw");
    const exposition = await scrape();
    // Four gauges, one query.
    expect(queries).toHaveBeenCalledTimes(1);
    queries.mockRestore();
    expect(sampleOf(exposition, "hotel_outbox_pending_messages")).toBe(1);
    expect(sampleOf(exposition, "hotel_outbox_failed_messages")).toBe(0);
    const age = sampleOf(exposition, "hotel_outbox_oldest_pending_age_seconds") ?? 0;
    expect(age).toBeGreaterThanOrEqual(20 * 60);
    expect(age).toBeLessThan(25 * 60);
    expect(exposition).not.toContain("guest@example.com");
    await t.app.prisma.outboxMessage.deleteMany();
  });

  it("counts a webhook refused for its signature", async () => {
    const before = sampleOf(await scrape(), "hotel_stripe_webhook_failures_total", { reason: "signature" });
    expect(before).toBe(0);
    const response = await t.app.inject({ method: "POST", url: "/api/stripe/webhook", headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=forged" }, payload: "{}" });
    expect(response.statusCode).toBe(400);
    const after = await scrape();
    expect(sampleOf(after, "hotel_stripe_webhook_failures_total", { reason: "signature" })).toBe(1);
    expect(sampleOf(after, "hotel_stripe_webhook_failures_total", { reason: "processing" })).toBe(0);
    expect(sampleOf(after, "http_request_duration_seconds_count", { method: "POST", route: "/api/stripe/webhook", status_class: "4xx" })).toBe(1);
  });

  it("counts a refused sign-in by its kind, never by the address tried", async () => {
    expect(sampleOf(await scrape(), "hotel_staff_sign_in_failures_total", { reason: "credentials" })).toBe(0);
    const response = await t.app.inject({ method: "POST", url: "/api/admin/login", headers: { "x-forwarded-for": "203.0.113.40" }, payload: { email: "nobody-at-all@example.com", password: "not-a-password-at-all" } });
    expect(response.statusCode).toBe(401);
    const after = await scrape();
    expect(sampleOf(after, "hotel_staff_sign_in_failures_total", { reason: "credentials" })).toBe(1);
    expect(after).not.toContain("nobody-at-all");
  });

  it("counts the retention purges this instance ran, and shows when the last one finished", async () => {
    const before = await scrape();
    expect(sampleOf(before, "hotel_retention_purge_runs_total", { outcome: "success" })).toBe(0);
    expect(sampleOf(before, "hotel_retention_purge_last_success_timestamp_seconds")).toBe(0);
    const timer = manualTimer();
    const job = createRetentionPurgeJob(t.app, timer.timer, 0);
    job.start();
    timer.fire();
    await job.whenIdle();
    await job.stop();
    const after = await scrape();
    expect(sampleOf(after, "hotel_retention_purge_runs_total", { outcome: "success" })).toBe(1);
    expect(sampleOf(after, "hotel_retention_purge_runs_total", { outcome: "failure" })).toBe(0);
    expect(sampleOf(after, "hotel_retention_purge_last_success_timestamp_seconds")).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it("is refused without the token, and is not served on the site's port", async () => {
    expect((await fetch(listener.url)).status).toBe(401);
    const wrong = await fetch(listener.url, { headers: { authorization: "Bearer not-the-token" } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await wrong.text()).not.toContain("http_request_duration_seconds");
    expect((await fetch(listener.url.replace("/metrics", "/api/health"), { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);

    const onSitePort = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(onSitePort.statusCode).toBe(404);
    expect(onSitePort.body).not.toContain("http_request_duration_seconds");
  });
});

/** A GET of `url` naming `host` in its Host header (fetch cannot), or sending none; its status and text. */
function getAs(url: string, host: string | undefined): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { headers: host === undefined ? {} : { host }, setHost: host !== undefined }, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    sent.on("error", reject).end();
  });
}

describe("GET /metrics answers only to its own host names, so a page whose name was rebound to this machine reads nothing", () => {
  const t = useTestApp({ METRICS_PORT: "0" });
  let listener: MetricsListener;
  beforeAll(async () => {
    listener = await listenForMetrics(t.app, { host: "127.0.0.1", port: 0, hostNames: ["metrics.hotel.internal"] });
  });
  afterAll(() => listener.close());

  it("refuses another name with 421 and a plain message, whatever its port", async () => {
    const port = new URL(listener.url).port;
    for (const host of ["attacker.example", `attacker.example:${port}`, `127.0.0.1.attacker.example:${port}`, `localhost:${Number(port) + 1}`]) {
      const { status, text } = await getAs(listener.url, host);
      expect({ host, status, text }).toEqual({ host, status: 421, text: "This port answers only to its own host names.\n" });
    }
    // Without a Host header Node itself refuses an HTTP/1.1 request.
    expect((await getAs(listener.url, undefined)).status).toBe(400);
  });

  it("answers its own address, the loopback names and the configured ones, with its port", async () => {
    const port = new URL(listener.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LocalHost:${port}`, `[::1]:${port}`, `metrics.hotel.internal:${port}`]) {
      const { status, text } = await getAs(listener.url, host);
      expect({ host, status }).toEqual({ host, status: 200 });
      expect(text).toContain("http_request_duration_seconds");
    }
  });
});

describe("a server that serves no metrics (no METRICS_PORT)", () => {
  const t = useTestApp();

  it("does not time its requests: nobody could read the figures", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    const { body } = await t.app.metrics.exposition();
    expect(sampleOf(body, "http_request_duration_seconds_count", { route: "/api/health" })).toBeUndefined();
    // What goes wrong away from a request's answer is still counted.
    expect(sampleOf(body, "hotel_staff_sign_in_failures_total", { reason: "credentials" })).toBe(0);
  });
});

describe("metrics of a server whose database is gone", () => {
  it("count the 5xx by route, and show the backlog as unknown rather than zero", async () => {
    const broken = await createTestDatabase();
    const app = await createTestApp(broken.prisma, { METRICS_PORT: "0" });
    await broken.destroy();
    try {
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(503);
      const { body } = await app.metrics.exposition();
      expect(sampleOf(body, "http_request_duration_seconds_count", { method: "GET", route: "/api/health", status_class: "5xx" })).toBe(1);
      expect(sampleOf(body, "hotel_outbox_pending_messages")).toBeNaN();
    } finally {
      await app.close();
    }
  });
});
