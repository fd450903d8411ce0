import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Config } from "../../../src/server/config.ts";
import { type FakeStripe, startFakeStripe } from "../../fakes/stripe/fake-stripe.ts";
import { createTestApp } from "./test-app.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export interface AppWithStripe {
  readonly app: FastifyInstance;
  readonly db: TestDatabase;
  /** The fake Stripe the app's STRIPE_API_BASE points at; it delivers webhooks to the app. */
  readonly stripe: FakeStripe;
  /** The app's own address (it listens on loopback so the fake can POST webhooks to it). */
  readonly appUrl: string;
}

/**
 * A describe block's own database, a fake Stripe on loopback and the real app wired to it with
 * test keys, listening on a random port. Before each test the database is emptied and the fake
 * forgets everything (automatic webhook delivery back on).
 */
export function useAppWithStripe(overrides: Partial<Record<keyof Config, string>> = {}): AppWithStripe {
  let app: FastifyInstance | undefined;
  let db: TestDatabase | undefined;
  let stripe: FakeStripe | undefined;
  let appUrl = "";
  beforeAll(async () => {
    db = await createTestDatabase();
    stripe = await startFakeStripe();
    app = await createTestApp(db.prisma, {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.baseUrl,
      RATE_LIMIT_WRITES_PER_MINUTE: "10000",
      ...overrides,
    });
    appUrl = await app.listen({ host: "127.0.0.1", port: 0 });
    stripe.webhookUrl = `${appUrl}/api/stripe/webhook`;
  });
  afterAll(async () => {
    await stripe?.settled();
    await app?.close();
    await stripe?.close();
    await db?.destroy();
  });
  beforeEach(async () => {
    await stripe?.settled();
    stripe?.reset();
    if (stripe) stripe.autoDeliver = true;
    await db?.truncate();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useAppWithStripe: the ${name} is ready only inside tests`);
    return value;
  };
  return {
    get app() {
      return ready(app, "app");
    },
    get db() {
      return ready(db, "database");
    },
    get stripe() {
      return ready(stripe, "fake Stripe");
    },
    get appUrl() {
      return appUrl;
    },
  };
}
