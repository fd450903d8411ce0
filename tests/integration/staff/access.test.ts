import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { appRouter, createAppCaller } from "../../../src/server/trpc/app-router.ts";
import type { ProcedureMeta } from "../../../src/server/trpc/init.ts";
import { createAdminSession } from "../helpers/admin-session.ts";
import { contextOf, RECEPTIONIST } from "../helpers/app-caller.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

/** Every procedure a guest may call. Anything else must refuse a caller without a staff session. */
const PUBLIC_PROCEDURES = [
  "health.check",
  "monitoring.reportClientError",
  "enquiries.submitContact",
  "enquiries.submitEvent",
  "enquiries.recordConsent",
  "newsletter.subscribe",
  "newsletter.confirmationLink",
  "newsletter.confirm",
  "newsletter.unsubscribe",
  "newsletter.suppress",
  "newsletter.unsubscribeLink",
  "newsletter.unsubscribeOneClick",
  "privacy.submit",
  "privacy.status",
  "privacy.confirmationLink",
  "privacy.confirm",
  "privacy.exportLink",
  "privacy.downloadExport",
  "rooms.catalogue.list",
  "rooms.catalogue.byId",
  "rooms.prices.current",
  "rooms.availability.calendar",
  "rooms.bookings.checkAvailability",
  "rooms.bookings.calculatePrice",
  "rooms.bookings.create",
  "addons.createCheckoutSession",
  "addons.createPaymentIntent",
  "addons.bookingBySession",
  "events.list",
  "events.byId",
  "staff.login",
  "staff.setup",
];

/** The REST paths that are staff calls by their place, whatever procedure they expose. */
const STAFF_PATH = /^\/api\/(admin\/|prices\/admin|prices\/update|lh\/rates)/;
const OPEN_STAFF_PATHS = ["/api/admin/login", "/api/admin/init"];
/** Answers a signed-in caller with a stream that stays open: its door has a test of its own (staff-notices/live-notices.test.ts). */
const STREAMING_STAFF_PATHS = ["/api/admin/events"];

interface WalkedProcedure {
  path: string;
  access: ProcedureMeta["access"];
}

function proceduresOf(): WalkedProcedure[] {
  // At run time tRPC keeps the procedures flat, by dotted path.
  const procedures: Record<string, unknown> = appRouter._def.procedures;
  return Object.entries(procedures).map(([path, procedure]) => ({ path, access: (procedure as { _def: { meta?: ProcedureMeta } })._def.meta?.access ?? "public" }));
}

/** Calls a procedure by its dotted path with no input, returning what it threw. */
async function failureOf(caller: unknown, path: string): Promise<unknown> {
  const call = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  if (typeof call !== "function") throw new Error(`${path} is not callable`);
  try {
    await (call as (input?: unknown) => Promise<unknown>)(undefined);
    return undefined;
  } catch (error) {
    return error;
  }
}

describe("every staff call refuses a caller without a session, through the whole router and every staff REST path", () => {
  const t = useTestApp();

  it("knows which procedures are public: exactly the guests' calls", () => {
    const publicOnes = proceduresOf().filter((procedure) => procedure.access === "public").map((procedure) => procedure.path);
    expect(publicOnes.sort()).toEqual([...PUBLIC_PROCEDURES].sort());
  });

  it.each(proceduresOf().filter((procedure) => procedure.access !== "public"))("tRPC $path ($access): anonymous → UNAUTHORIZED", async ({ path }) => {
    const failure = await failureOf(createAppCaller(contextOf(t.app)), path);
    expect(failure).toBeInstanceOf(TRPCError);
    expect(failure).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it.each(proceduresOf().filter((procedure) => procedure.access === "owner"))("tRPC $path (owner): reception → FORBIDDEN", async ({ path }) => {
    const failure = await failureOf(createAppCaller(contextOf(t.app, RECEPTIONIST)), path);
    expect(failure).toMatchObject({ code: "FORBIDDEN", message: "Only an owner can do this." });
  });

  it("every staff REST path answers 401 to a caller without a session, and lets a session through the door", async () => {
    const staffPaths = t.app.restRoutes.filter((route) => STAFF_PATH.test(route.url) && !OPEN_STAFF_PATHS.includes(route.url) && !STREAMING_STAFF_PATHS.includes(route.url));
    expect(staffPaths.length).toBeGreaterThanOrEqual(13);
    for (const route of staffPaths) {
      // A session of its own per path: one of them is the sign-out.
      const { cookie } = await createAdminSession(t.app, { role: "owner" });
      const url = route.url.replace(/:[a-zA-Z]+/g, "0123456789abcdef");
      const method = route.method as "GET" | "POST" | "DELETE";
      const anonymous = await t.app.inject({ method, url, ...(method === "GET" ? {} : { payload: {} }) });
      expect({ route: `${route.method} ${route.url}`, status: anonymous.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
      expect(anonymous.json()).toEqual({ success: false, error: "Please sign in to continue." });
      const signedIn = await t.app.inject({ method, url, headers: { cookie }, ...(method === "GET" ? {} : { payload: {} }) });
      expect({ route: `${route.method} ${route.url}`, refused: signedIn.statusCode === 401 }).toEqual({ route: `${route.method} ${route.url}`, refused: false });
    }
  });
});
