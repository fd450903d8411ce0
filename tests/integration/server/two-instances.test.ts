import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createConnection } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "../../../scripts/bench/child-server.ts";
import { freePort } from "../../../scripts/bench/free-port.ts";
import { ensureDebianPackage } from "../../../scripts/ensure-debian-package.mjs";
import { sessionCookieName } from "../../../src/server/plugins/session.ts";
import { hashPassword } from "../../../src/server/services/staff/passwords.ts";
import { STAFF_EVENTS_PATH } from "../../../src/shared/staff/staff-notices.ts";
import { addonBookingPayload } from "../../factories/addons.ts";
import { type FakeStripe, startFakeStripe } from "../../fakes/stripe/fake-stripe.ts";
import { SseReader } from "../helpers/sse-client.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database.ts";

// docs/deploy.md: two instances of the real app on one PostgreSQL and one
// Redis, behind a real HAProxy on loopback, as a hotel group would run them. Only where both
// servers are there (CI sets TEST_DATABASE_URL and TEST_REDIS_URL): the embedded database has
// one owner by design (ADR 032).

const HAPROXY = "/usr/sbin/haproxy";
const STAFF_PASSWORD = "a-long-desk-password-2026";
const WRITES_PER_MINUTE = 3;


async function listening(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: "127.0.0.1", port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

/** HAProxy's own configuration: round robin over the instances, the client's address passed on. */
function haproxyConfig(port: number, instances: string[]): string {
  return [
    "defaults",
    "  mode http",
    "  timeout connect 5s",
    "  timeout client 60s",
    "  timeout server 60s",
    "frontend site",
    `  bind 127.0.0.1:${port}`,
    "  option forwardfor",
    "  default_backend app",
    "backend app",
    "  balance roundrobin",
    ...instances.map((url, index) => `  server app${index} ${new URL(url).host}`),
    "",
  ].join("\n");
}

/** A Message-ID without its angle brackets. */
const bare = (messageId: string): string => messageId.replace(/^<|>$/g, "");

const describeWithServers = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL ? describe : describe.skip;

describeWithServers("two instances behind HAProxy on one PostgreSQL and one Redis", () => {
  let db: TestDatabase;
  let stripe: FakeStripe;
  let balancer: ChildProcess | undefined;
  const instances: ChildServer[] = [];
  const dataDirs: string[] = [];
  let site = "";
  let staffCookie = "";

  beforeAll(async () => {
    ensureDebianPackage({ binary: HAPROXY, packageName: "haproxy", pathVariable: "HAPROXY" });
    db = await createTestDatabase();
    stripe = await startFakeStripe();
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    // Keys every instance must share (docs/deploy.md): each would otherwise make its own.
    const sharedKeys = { TOTP_SECRET_KEY: randomBytes(32).toString("base64url"), ERASURE_HASH_KEY: randomBytes(32).toString("base64url") };
    for (const name of ["a", "b"]) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `hotel-instance-${name}-`));
      dataDirs.push(dataDir);
      instances.push(
        await startChildServer("scripts/bench/app-server.ts", {
          DATABASE_URL: db.url ?? "",
          REDIS_URL: process.env.TEST_REDIS_URL ?? "",
          DATA_DIR: dataDir,
          PUBLIC_URL: site,
          LOG_LEVEL: "warn",
          RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
          STRIPE_SECRET_KEY: stripe.secretKey,
          STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
          STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
          STRIPE_API_BASE: stripe.baseUrl,
          ...sharedKeys,
        }),
      );
    }
    const configFile = path.join(dataDirs[0] ?? os.tmpdir(), "haproxy.cfg");
    await writeFile(configFile, haproxyConfig(port, instances.map((instance) => instance.url)));
    balancer = spawn(HAPROXY, ["-db", "-f", configFile], { stdio: ["ignore", "ignore", "inherit"] });
    await listening(port);
    // Stripe tells instance A that a payment went through.
    stripe.webhookUrl = `${instances[0]?.url}/api/stripe/webhook`;
    await db.prisma.adminUser.create({
      data: { email: "desk@example.com", name: "Front Desk", role: "reception", passwordHash: await hashPassword(STAFF_PASSWORD) },
      select: { id: true },
    });
  }, 240_000);

  afterAll(async () => {
    balancer?.kill("SIGTERM");
    await stripe?.settled();
    await Promise.all(instances.map((instance) => instance.stop()));
    await stripe?.close();
    await db?.destroy();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 60_000);

  const [a, b] = [() => instances[0]?.url ?? "", () => instances[1]?.url ?? ""];

  it("a staff session made through the balancer works on either instance", async () => {
    const signIn = await fetch(`${site}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "desk@example.com", password: STAFF_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const sessionCookie = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith(`${sessionCookieName(false)}=`));
    staffCookie = sessionCookie?.split(";")[0] ?? "";
    expect(staffCookie).toMatch(/=./);
    for (const instance of [a(), b(), site, site]) {
      const dashboard = await fetch(`${instance}/api/admin/dashboard`, { headers: { cookie: staffCookie } });
      expect(dashboard.status, instance).toBe(200);
    }
  });

  it("an add-on paid through instance A reaches a staff screen streaming from instance B within 5 s", async () => {
    const stream = await fetch(`${b()}${STAFF_EVENTS_PATH}`, { headers: { cookie: staffCookie, accept: "text/event-stream" } });
    expect(stream.status).toBe(200);
    const events = new SseReader(stream);
    try {
      const checkout = await fetch(`${a()}/api/addon-bookings/create-session`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.90" },
        body: JSON.stringify(addonBookingPayload()),
      });
      const { data } = (await checkout.json()) as { data: { sessionId: string; reference: string } };
      const paidAt = Date.now();
      await stripe.payCheckoutSession(data.sessionId);
      await events.next((event) => JSON.stringify(event.data).includes(data.reference), 5_000);
      console.info(`two-instance notice delay: ${Date.now() - paidAt} ms from payment on A to the staff screen on B`);
    } finally {
      await events.close();
    }
  });

  it("shares the public write limit through Redis: the fourth enquiry from one guest in a minute is refused, whichever instance takes it", async () => {
    const guest = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const statuses: number[] = [];
    for (let index = 0; index <= WRITES_PER_MINUTE; index++) {
      const answer = await fetch(`${site}/api/inquiries/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": guest },
        body: JSON.stringify({ name: "Ann Guest", email: `ann-${index}@example.com`, subject: "booking", message: "Do you have a twin room free in March?", marketingOptIn: false }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(WRITES_PER_MINUTE).fill(201), 429]);
  });

  it("sends each e-mail once though both instances run the outbox", async () => {
    await expect.poll(() => db.prisma.outboxMessage.count({ where: { status: { not: "sent" } } }), { timeout: 30_000 }).toBe(0);
    const sent = await db.prisma.outboxMessage.findMany({ select: { messageId: true } });
    expect(sent.length).toBeGreaterThanOrEqual(2 + 2 * WRITES_PER_MINUTE);
    const written: string[] = [];
    for (const dir of dataDirs) {
      const mailDir = path.join(dir, "mail");
      for (const file of (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"))) {
        const id = /^Message-ID:\s*(\S+)/im.exec(await readFile(path.join(mailDir, file), "utf8"))?.[1];
        if (id) written.push(bare(id));
      }
    }
    expect(written.sort()).toEqual(sent.map((message) => bare(message.messageId)).sort());
  });
});
