import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "../../../src/shared/api/error-catalogue.ts";
import { appRouter } from "../../../src/server/trpc/app-router.ts";
import type { ProcedureMeta } from "../../../src/server/trpc/init.ts";
import { createAdminSession } from "../helpers/admin-session.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

// Staff calls ride on a cookie session, so every one that changes something must refuse a request
// another site's page made the browser send (ADR 013). Walked over every unsafe staff
// REST route and every staff tRPC mutation, with a live owner session, so a new call cannot slip by.

const STAFF_PATH = /^\/api\/(admin\/|prices\/admin|prices\/update|lh\/rates)/;
const CROSS_SITE_MARKS = [
  { label: "Sec-Fetch-Site: cross-site", headers: { "sec-fetch-site": "cross-site" } },
  { label: "Sec-Fetch-Site: same-site", headers: { "sec-fetch-site": "same-site" } },
  { label: "a foreign Origin", headers: { origin: "https://evil.example" } },
] as const;

/** The staff procedures of one type (mutations, queries): every one that is not public. */
function staffProcedures(type: "mutation" | "query"): string[] {
  const procedures: Record<string, unknown> = appRouter._def.procedures;
  return Object.entries(procedures)
    .filter(([, procedure]) => {
      const def = (procedure as { _def: { type: string; meta?: ProcedureMeta } })._def;
      return def.type === type && (def.meta?.access ?? "public") !== "public";
    })
    .map(([path]) => path);
}

describe("staff writes refuse cross-site requests even with a valid session cookie", () => {
  const t = useTestApp();

  /** What a refused request must leave untouched: accounts, sessions, the audit trail, staff prices. */
  async function stateOf() {
    const [admins, sessions, audit, prices] = await Promise.all([
      t.app.prisma.adminUser.findMany({ select: { id: true, role: true, disabledAt: true, passwordHash: true, totpSecret: true }, orderBy: { id: "asc" } }),
      t.app.prisma.adminSession.count(),
      t.app.prisma.auditEvent.count(),
      t.app.prisma.roomPrice.count(),
    ]);
    return { admins, sessions, audit, prices };
  }

  it("every unsafe staff REST route answers 403 and changes nothing", async () => {
    const routes = t.app.restRoutes.filter((route) => STAFF_PATH.test(route.url) && route.method !== "GET");
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const { cookie } = await createAdminSession(t.app, { role: "owner" });
    const before = await stateOf();
    for (const route of routes) {
      const url = route.url.replace(/:[a-zA-Z]+/g, "0123456789abcdef");
      for (const mark of CROSS_SITE_MARKS) {
        const response = await t.app.inject({ method: route.method as "POST" | "DELETE", url, headers: { cookie, ...mark.headers }, payload: {} });
        expect({ route: `${route.method} ${route.url}`, mark: mark.label, status: response.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          mark: mark.label,
          status: 403,
        });
        expect(response.json()).toEqual({ success: false, error: ERROR_MESSAGES.CROSS_SITE_REFUSED });
      }
    }
    expect(await stateOf()).toEqual(before);
  });

  it("every staff tRPC mutation answers 403 and changes nothing", async () => {
    const mutations = staffProcedures("mutation");
    expect(mutations.length).toBeGreaterThanOrEqual(8);
    const { cookie } = await createAdminSession(t.app, { role: "owner" });
    const before = await stateOf();
    for (const path of mutations) {
      for (const mark of CROSS_SITE_MARKS) {
        const response = await t.app.inject({ method: "POST", url: `/trpc/${path}`, headers: { cookie, "content-type": "application/json", ...mark.headers }, payload: {} });
        expect({ path, mark: mark.label, status: response.statusCode }).toEqual({ path, mark: mark.label, status: 403 });
      }
    }
    expect(await stateOf()).toEqual(before);
  });

  it("the same session, sent same-origin, is let through the guard (the walk above is not refusing everything)", async () => {
    const { cookie } = await createAdminSession(t.app, { role: "owner" });
    const response = await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie, "sec-fetch-site": "same-origin" }, payload: {} });
    expect(response.statusCode).toBe(200);
  });
});

describe("staff reads refuse cross-site requests, so another site cannot make a signed-in browser read or export (ADR 030)", () => {
  const t = useTestApp();

  it("every staff REST read and staff tRPC query answers 403 and writes no audit entry", async () => {
    const routes = t.app.restRoutes.filter((route) => STAFF_PATH.test(route.url) && route.method === "GET");
    const queries = staffProcedures("query");
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(queries.length).toBeGreaterThanOrEqual(10);
    const { cookie } = await createAdminSession(t.app, { role: "owner" });
    const auditBefore = await t.app.prisma.auditEvent.count();
    const urls = [...routes.map((route) => route.url.replace(/:[a-zA-Z]+/g, "0123456789abcdef")), ...queries.map((path) => `/trpc/${path}`)];
    for (const url of urls) {
      for (const mark of CROSS_SITE_MARKS) {
        const response = await t.app.inject({ method: "GET", url, headers: { cookie, ...mark.headers } });
        expect({ url, mark: mark.label, status: response.statusCode }).toEqual({ url, mark: mark.label, status: 403 });
      }
    }
    expect(await t.app.prisma.auditEvent.count()).toBe(auditBefore);
  });

  it("the same reads from the hotel's own pages, or typed into the address bar, still answer", async () => {
    const { cookie } = await createAdminSession(t.app, { role: "owner" });
    for (const fetchSite of ["same-origin", "none"]) {
      const response = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie, "sec-fetch-site": fetchSite } });
      expect(response.statusCode).toBe(200);
    }
  });

  it("public reads stay open to links from anywhere", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/rooms", headers: { "sec-fetch-site": "cross-site" } });
    expect(response.statusCode).toBe(200);
  });
});
