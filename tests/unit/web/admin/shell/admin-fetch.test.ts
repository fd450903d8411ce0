import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { staffSessionSchema } from "../../../../../src/shared/staff/staff-user.ts";
import { adminFetch, AdminRequestError, createAdminFetch, isUnauthorized } from "../../../../../src/web/features/admin/shell/admin-fetch.ts";
import { RETURN_PATH_KEY } from "../../../../../src/web/features/admin/sign-in/return-path.ts";
import { setSignInNavigation } from "../../../../../src/web/features/admin/sign-in/sign-in-redirect.ts";
import { mapStorage } from "./map-storage.ts";

const USER = { id: "u1", email: "owner@example.com", name: "Olive Owner", role: "owner", mustChangePassword: false, totpEnabledAt: "2026-01-05T09:00:00.000Z" };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The browser as adminFetch's default wiring sees it: fetch, the address bar and sessionStorage. */
function fakeBrowser(pathname: string, answer: () => Promise<Response>) {
  const storage = mapStorage();
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const assign = vi.fn();
  vi.stubGlobal("window", { fetch, sessionStorage: storage, location: { pathname, search: "?q=1", hash: "", assign } });
  return { storage, fetch, assign };
}

describe("adminFetch", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the cookie and JSON, and returns the answer's data checked against the schema", async () => {
    const browser = fakeBrowser("/admin/dashboard", async () => json(200, { success: true, data: { user: USER } }));
    await expect(adminFetch("/api/admin/login", staffSessionSchema, { method: "POST", body: { email: "a@b.c", password: "secret1" } })).resolves.toEqual({ user: USER });
    const [path, init] = browser.fetch.mock.calls[0] ?? [];
    expect(path).toBe("/api/admin/login");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"email":"a@b.c","password":"secret1"}' });
    expect(init?.headers).toMatchObject({ "content-type": "application/json" });
  });

  describe("on a 401 (no session, or it expired)", () => {
    let navigations: number;
    let undo: () => void;
    beforeEach(() => {
      navigations = 0;
      undo = setSignInNavigation(() => void (navigations += 1));
    });
    afterEach(() => undo());

    it("saves where the member of staff was and sends them to sign in, then throws", async () => {
      const browser = fakeBrowser("/admin/inquiries", async () => json(401, { success: false, error: "Please sign in to continue." }));
      const error: unknown = await adminFetch("/api/admin/session", staffSessionSchema).catch((caught: unknown) => caught);
      expect(isUnauthorized(error)).toBe(true);
      expect(error).toMatchObject({ status: 401, serverError: "Please sign in to continue." });
      expect(browser.storage.items.get(RETURN_PATH_KEY)).toBe("/admin/inquiries?q=1");
      expect(navigations).toBe(1);
    });

    it("stays put on the sign-in page", async () => {
      const browser = fakeBrowser("/admin/login", async () => json(401, { success: false, error: "Please sign in to continue." }));
      await expect(adminFetch("/api/admin/session", staffSessionSchema)).rejects.toBeInstanceOf(AdminRequestError);
      expect(browser.storage.items.size).toBe(0);
      expect(navigations).toBe(0);
    });

    it("treats the 401 of signing in as an answer, not a lost session", async () => {
      const browser = fakeBrowser("/admin/dashboard", async () => json(401, { success: false, error: "Login failed" }));
      const error: unknown = await adminFetch("/api/admin/login", staffSessionSchema, { method: "POST", body: {}, signInOn401: false }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ status: 401, serverError: "Login failed" });
      expect(browser.storage.items.size).toBe(0);
      expect(navigations).toBe(0);
    });

    it("reloads into the sign-in page when no router navigation is set", async () => {
      undo();
      const browser = fakeBrowser("/admin/audit", async () => json(401, { success: false, error: "Please sign in to continue." }));
      await expect(adminFetch("/api/admin/session", staffSessionSchema)).rejects.toBeInstanceOf(AdminRequestError);
      expect(browser.assign).toHaveBeenCalledWith("/admin/login");
      expect(browser.storage.items.get(RETURN_PATH_KEY)).toBe("/admin/audit?q=1");
    });
  });

  it("throws the server's message and field errors on a refusal, without a sign-in detour", async () => {
    const onUnauthorized = vi.fn();
    const fetchJson = createAdminFetch({
      fetch: async () => json(400, { success: false, error: "Please check your input and try again.", fieldErrors: { email: "Email is required" } }),
      onUnauthorized,
    });
    await expect(fetchJson("/api/admin/login", z.unknown(), { method: "POST", body: {} })).rejects.toMatchObject({
      status: 400,
      serverError: "Please check your input and try again.",
      fieldErrors: { email: "Email is required" },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("throws with status null when the server cannot be reached", async () => {
    const fetchJson = createAdminFetch({ fetch: () => Promise.reject(new TypeError("Failed to fetch")), onUnauthorized: vi.fn() });
    await expect(fetchJson("/api/admin/session", staffSessionSchema)).rejects.toMatchObject({ status: null, serverError: undefined });
  });

  it.each([
    ["a page that is not JSON (a proxy's error page)", new Response("<h1>Bad gateway</h1>", { status: 502 }), 502],
    ["a success whose data does not match the contract", json(200, { success: true, data: { user: { ...USER, role: "manager" } } }), 200],
  ])("throws without a server message on %s", async (_case, response, status) => {
    const fetchJson = createAdminFetch({ fetch: async () => response, onUnauthorized: vi.fn() });
    await expect(fetchJson("/api/admin/session", staffSessionSchema)).rejects.toMatchObject({ status, serverError: undefined });
  });
});
