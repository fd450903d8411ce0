import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Config } from "../../../src/server/config.ts";
import { DEFAULT_FAKE_ROOMS, type FakeLittleHotelier, startFakeLittleHotelier } from "../../fakes/little-hotelier.ts";
import { createTestApp } from "./test-app.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export interface AppWithLittleHotelier {
  readonly app: FastifyInstance;
  readonly db: TestDatabase;
  /** The fake Little Hotelier the app's LH_API_BASE points at. */
  readonly lh: FakeLittleHotelier;
}

/**
 * Gives a describe block its own database, a fake Little Hotelier on loopback and the real app
 * wired to it (`overrides` add to the config). Before each test the database is emptied, the
 * app's rate and price caches cleared, and the fake answers normally with its default rooms.
 */
export function useAppWithLittleHotelier(overrides: Partial<Record<keyof Config, string>> = {}): AppWithLittleHotelier {
  let app: FastifyInstance | undefined;
  let db: TestDatabase | undefined;
  let lh: FakeLittleHotelier | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    lh = await startFakeLittleHotelier();
    app = await createTestApp(db.prisma, { LH_API_BASE: lh.baseUrl, LH_CHANNEL_CODE: lh.channelCode, ...overrides });
  });
  afterAll(async () => {
    await app?.close();
    await lh?.close();
    await db?.destroy();
  });
  beforeEach(async () => {
    await db?.truncate();
    app?.roomRates.littleHotelier.clear();
    app?.roomRates.prices.clear();
    if (lh) {
      lh.mode = "ok";
      lh.rooms = DEFAULT_FAKE_ROOMS;
      lh.requests.length = 0;
    }
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useAppWithLittleHotelier: the ${name} is ready only inside tests`);
    return value;
  };
  return {
    get app() {
      return ready(app, "app");
    },
    get db() {
      return ready(db, "database");
    },
    get lh() {
      return ready(lh, "fake Little Hotelier");
    },
  };
}
