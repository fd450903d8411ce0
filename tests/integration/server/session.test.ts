import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { defineRestRouteFor } from "../../../src/server/rest/define-route.ts";
import { hashSessionToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../../src/server/services/staff/sessions.ts";
import { createCallerFactory, publicProcedure, router } from "../../../src/server/trpc/init.ts";
import { createAdminSession } from "../helpers/admin-session.ts";
import { procedureTestApp } from "../helpers/procedure-test-app.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

const STAFF_CALL = "/api/admin/inventory/sync-status";
const MINUTE = 60_000;

function setCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers["set-cookie"];
  return Array.isArray(header) ? header.join("\n") : header;
}

function expiresOf(setCookie: string | undefined): number {
  const match = /Expires=([^;]+)/.exec(setCookie ?? "");
  return match?.[1] ? Date.parse(match[1]) : Number.NaN;
}

describe("the session plugin: reads, slides and ends the staff session cookie", () => {
  const t = useTestApp();

  it("lets a live session through to a staff call and does not rewrite a cookie it just wrote", async () => {
    const { cookie } = await createAdminSession(t.app);
    const response = await t.app.inject({ method: "GET", url: STAFF_CALL, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(setCookieOf(response)).toBeUndefined();
  });

  it("slides an idle session forward by 30 minutes and sends the cookie again with the new expiry", async () => {
    const { cookie, token } = await createAdminSession(t.app, { startedAt: new Date(Date.now() - 10 * MINUTE) });
    const before = Date.now();
    const response = await t.app.inject({ method: "GET", url: STAFF_CALL, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const setCookie = setCookieOf(response);
    expect(setCookie).toMatch(new RegExp(`^hotel_session=${token}; `));
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    // Plain-http localhost (the test's PUBLIC_URL) cannot carry Secure, nor so the __Host- prefix.
    expect(setCookie).not.toContain("Secure");
    const stored = await t.app.prisma.adminSession.findUniqueOrThrow({ where: { id: hashSessionToken(token) }, select: { expiresAt: true } });
    expect(stored.expiresAt.getTime()).toBeGreaterThanOrEqual(before + SESSION_IDLE_MS - 1000);
    expect(Math.abs(expiresOf(setCookie) - stored.expiresAt.getTime())).toBeLessThan(1000);
  });

  it("never slides past 12 hours from sign-in", async () => {
    const signedInAt = new Date(Date.now() - SESSION_ABSOLUTE_MS + 5 * MINUTE);
    const { cookie, token } = await createAdminSession(t.app, { startedAt: signedInAt });
    await t.app.prisma.adminSession.update({
      where: { id: hashSessionToken(token) },
      data: { lastSeenAt: new Date(Date.now() - 2 * MINUTE), expiresAt: new Date(signedInAt.getTime() + SESSION_ABSOLUTE_MS) },
    });
    const response = await t.app.inject({ method: "GET", url: STAFF_CALL, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const stored = await t.app.prisma.adminSession.findUniqueOrThrow({ where: { id: hashSessionToken(token) }, select: { expiresAt: true } });
    expect(stored.expiresAt.getTime()).toBe(signedInAt.getTime() + SESSION_ABSOLUTE_MS);
  });

  it("refuses a session idle for more than 30 minutes, deletes it and clears the cookie", async () => {
    const { cookie, token } = await createAdminSession(t.app, { startedAt: new Date(Date.now() - 31 * MINUTE) });
    const response = await t.app.inject({ method: "GET", url: STAFF_CALL, headers: { cookie } });
    expect(response.statusCode).toBe(401);
    expect(setCookieOf(response)).toMatch(/^hotel_session=; .*Expires=Thu, 01 Jan 1970/);
    expect(await t.app.prisma.adminSession.count({ where: { id: hashSessionToken(token) } })).toBe(0);
  });

  it("refuses an unknown token with 401 and clears the cookie", async () => {
    const response = await t.app.inject({ method: "GET", url: STAFF_CALL, headers: { cookie: "hotel_session=forged" } });
    expect(response.statusCode).toBe(401);
    expect(setCookieOf(response)).toMatch(/^hotel_session=;/);
  });

  it("reads the session table only when the cookie is there: a guest costs no database read", async () => {
    const { cookie } = await createAdminSession(t.app);
    // Without the table, any read of a session fails loudly.
    await t.app.prisma.$executeRawUnsafe("ALTER TABLE admin_session RENAME TO admin_session_hidden");
    try {
      const guest = await t.app.inject({ method: "GET", url: "/api/rooms" });
      expect(guest.statusCode).toBe(200);
      const staff = await t.app.inject({ method: "GET", url: "/api/rooms", headers: { cookie } });
      expect(staff.statusCode).toBe(500);
    } finally {
      await t.app.prisma.$executeRawUnsafe("ALTER TABLE admin_session_hidden RENAME TO admin_session");
    }
  });
});

describe("a procedure sets and clears the session cookie, through tRPC and through a REST shim", () => {
  const expiresAt = new Date("2030-01-01T12:00:00Z");
  const testRouter = router({
    signIn: publicProcedure.mutation(({ ctx }) => {
      ctx.sessionCookie.set("a-new-token", expiresAt);
      return "signed in";
    }),
    signOut: publicProcedure.mutation(({ ctx }) => {
      ctx.sessionCookie.clear();
      return "signed out";
    }),
  });
  const createCaller = createCallerFactory(testRouter);
  const withShims = (app: FastifyInstance, defineRoute: ReturnType<typeof defineRestRouteFor<ReturnType<typeof createCaller>>>) => {
    defineRoute(app, { method: "POST", url: "/api/sign-in", from: "none", procedure: (caller) => caller.signIn });
    defineRoute(app, { method: "POST", url: "/api/sign-out", from: "none", procedure: (caller) => caller.signOut });
  };
  let plainHttp: FastifyInstance;
  let https: FastifyInstance;
  beforeAll(async () => {
    plainHttp = await procedureTestApp(testRouter, createCaller, withShims);
    https = await procedureTestApp(testRouter, createCaller, withShims, { secure: true });
  });
  afterAll(async () => {
    await plainHttp.close();
    await https.close();
  });

  const SET = new RegExp(`^hotel_session=a-new-token; Path=/; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Lax$`);
  const CLEARED = /^hotel_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/;
  it.each([
    ["signs in through REST", "/api/sign-in", SET],
    ["signs in through tRPC", "/trpc/signIn", SET],
    ["signs out through REST", "/api/sign-out", CLEARED],
    ["signs out through tRPC", "/trpc/signOut", CLEARED],
  ])("%s: an HttpOnly, SameSite=Lax cookie that expires with the session, or its clearing", async (_name, url, expected) => {
    const response = await plainHttp.inject({ method: "POST", url, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(setCookieOf(response)).toMatch(expected);
  });

  it("over https the cookie is __Host- and Secure", async () => {
    const response = await https.inject({ method: "POST", url: "/api/sign-in", payload: {} });
    expect(setCookieOf(response)).toBe(`__Host-hotel_session=a-new-token; Path=/; Expires=${expiresAt.toUTCString()}; HttpOnly; Secure; SameSite=Lax`);
  });
});
