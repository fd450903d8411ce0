import { describe, expect, it } from "vitest";
import { createAdminSession } from "../helpers/admin-session.ts";
import { fakeWebBuild } from "../helpers/fake-web-build.ts";
import { type TestAppHandle, useTestApp } from "../helpers/use-test-app.ts";

// The router decodes and matches a path its own way; the guards must judge the route it matched
// (ADR 054), or a spelling of a staff path the router still serves walks past them.

/** Spellings of staff reads that are, or look like, /api/admin/privacy-requests and /trpc/privacy.admin.list. */
const STAFF_READ_SPELLINGS = [
  "/api/%61dmin/privacy-requests",
  "/%61pi/admin/privacy-requests",
  "/api/admin/privacy-%72equests",
  "//api/admin/privacy-requests",
  "/api//admin/privacy-requests",
  "/api/admin//privacy-requests",
  "/API/admin/privacy-requests",
  "/api/Admin/privacy-requests",
  "/api/admin/Privacy-Requests",
  "/%74rpc/privacy.admin.list",
  "/TRPC/privacy.admin.list",
];

function guardTests(t: TestAppHandle) {
  it("answers no spelling of a staff read sent cross-site with a signed-in cookie", async () => {
    const { cookie } = await createAdminSession(t.app, { role: "owner" });
    for (const url of STAFF_READ_SPELLINGS) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie, "sec-fetch-site": "cross-site" } });
      expect({ url, refused: [403, 404].includes(response.statusCode) }).toEqual({ url, refused: true });
    }
  });

  it("still answers the same spellings from the hotel's own pages (the router serves them: the guard is what refused)", async () => {
    const { cookie } = await createAdminSession(t.app, { role: "owner" });
    for (const url of ["/api/%61dmin/privacy-requests", "/%74rpc/privacy.admin.list"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie, "sec-fetch-site": "same-origin" } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it("counts an encoded call against the client's budget like the plain one", async () => {
    const response = await t.app.inject({ method: "GET", url: "/%61pi/health", remoteAddress: "203.0.113.60" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-ratelimit-limit"]).toBe("600");
    expect(response.headers["x-ratelimit-remaining"]).toBe("599");
  });
}

describe("guards decide from the matched route, without a web build", () => {
  guardTests(useTestApp());
});

describe("guards decide from the matched route, with a web build (every unmatched GET meets the static files' wildcard)", () => {
  guardTests(useTestApp({}, fakeWebBuild));
});
