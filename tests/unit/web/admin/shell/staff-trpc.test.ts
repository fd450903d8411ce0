import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StaffCallRefusal, isUnauthorized, staffCallFailure, staffCallMessage } from "../../../../../src/web/features/admin/shell/staff-call-error.ts";
import { createStaffTrpcClient, staffTrpcClient } from "../../../../../src/web/features/admin/shell/staff-trpc.ts";
import { RETURN_PATH_KEY } from "../../../../../src/web/features/admin/sign-in/return-path.ts";
import { setSignInNavigation } from "../../../../../src/web/features/admin/sign-in/sign-in-redirect.ts";
import { mapStorage } from "./map-storage.ts";

const USER = { id: "u1", email: "owner@example.com", name: "Olive Owner", role: "owner", mustChangePassword: false, totpEnabledAt: "2026-01-05T09:00:00.000Z" };
const UNREACHABLE = "The server could not be reached. Please check the connection and try again.";

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A tRPC error answer as the server's errorFormatter shapes it (src/server/trpc/init.ts). */
function trpcError(httpStatus: number, code: string, message: string, fieldErrors: Record<string, string> | null = null): Response {
  return json(httpStatus, { error: { message, code: -32001, data: { code, httpStatus, path: "staff.session", fieldErrors, reason: null } } });
}

/** The browser as the staff client's default wiring sees it: fetch, the address bar and sessionStorage. */
function fakeBrowser(pathname: string, answer: () => Promise<Response>) {
  const storage = mapStorage();
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const assign = vi.fn();
  vi.stubGlobal("window", { fetch, sessionStorage: storage, location: { pathname, search: "?q=1", hash: "", assign } });
  return { storage, fetch, assign };
}

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => expect.unreachable("the call succeeded"),
    (caught: unknown) => caught,
  );
}

describe("the staff area's typed client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the cookie and the input as JSON to the procedure's /trpc path, and returns its answer", async () => {
    const browser = fakeBrowser("/admin/dashboard", async () => json(200, { result: { data: { user: USER } } }));
    await expect(staffTrpcClient.staff.login.mutate({ email: "a@b.c", password: "secret1" })).resolves.toEqual({ user: USER });
    const [path, init] = browser.fetch.mock.calls[0] ?? [];
    expect(path).toBe("/trpc/staff.login");
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
      const browser = fakeBrowser("/admin/inquiries", async () => trpcError(401, "UNAUTHORIZED", "Please sign in to continue."));
      const error = await failureOf(staffTrpcClient.staff.session.query());
      expect(isUnauthorized(error)).toBe(true);
      expect(staffCallFailure(error)).toMatchObject({ status: 401, serverError: "Please sign in to continue." });
      expect(browser.storage.items.get(RETURN_PATH_KEY)).toBe("/admin/inquiries?q=1");
      expect(navigations).toBe(1);
    });

    it("stays put on the sign-in page", async () => {
      const browser = fakeBrowser("/admin/login", async () => trpcError(401, "UNAUTHORIZED", "Please sign in to continue."));
      expect(isUnauthorized(await failureOf(staffTrpcClient.staff.session.query()))).toBe(true);
      expect(browser.storage.items.size).toBe(0);
      expect(navigations).toBe(0);
    });

    it.each(["login", "logout"] as const)("treats the 401 of staff.%s as an answer, not a lost session", async (procedure) => {
      const browser = fakeBrowser("/admin/dashboard", async () => trpcError(401, "UNAUTHORIZED", "Login failed"));
      const call = procedure === "login" ? staffTrpcClient.staff.login.mutate({ email: "a@b.c", password: "secret1" }) : staffTrpcClient.staff.logout.mutate();
      expect(staffCallFailure(await failureOf(call))).toMatchObject({ status: 401, serverError: "Login failed" });
      expect(browser.storage.items.size).toBe(0);
      expect(navigations).toBe(0);
    });

    it("reloads into the sign-in page when no router navigation is set", async () => {
      undo();
      const browser = fakeBrowser("/admin/audit", async () => trpcError(401, "UNAUTHORIZED", "Please sign in to continue."));
      await failureOf(staffTrpcClient.staff.session.query());
      expect(browser.assign).toHaveBeenCalledWith("/admin/login");
      expect(browser.storage.items.get(RETURN_PATH_KEY)).toBe("/admin/audit?q=1");
    });
  });

  it("reads the server's message and field errors from a refusal, without a sign-in detour", async () => {
    const onUnauthorized = vi.fn();
    const client = createStaffTrpcClient({
      fetch: async () => trpcError(400, "BAD_REQUEST", "Please check your input and try again.", { email: "Email is required" }),
      onUnauthorized,
    });
    const error = await failureOf(client.staff.login.mutate({ email: "", password: "" }));
    expect(staffCallFailure(error)).toEqual({ status: 400, serverError: "Please check your input and try again.", fieldErrors: { email: "Email is required" } });
    expect(staffCallMessage(error, "fallback")).toBe("Please check your input and try again.");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("fails with status null, and says the server could not be reached, when there is no answer", async () => {
    const client = createStaffTrpcClient({ fetch: () => Promise.reject(new TypeError("Failed to fetch")), onUnauthorized: vi.fn() });
    const error = await failureOf(client.staff.session.query());
    expect(staffCallFailure(error)).toMatchObject({ status: null, serverError: undefined });
    expect(staffCallMessage(error, "fallback")).toBe(UNREACHABLE);
  });

  it("reads an /api envelope sent on a /trpc path (the cross-site guard, the rate limiter) with its message", async () => {
    const onUnauthorized = vi.fn();
    const client = createStaffTrpcClient({ fetch: async () => json(403, { success: false, error: "Cross-site request refused" }), onUnauthorized });
    const error = await failureOf(client.addons.admin.verify.mutate({ id: "00000000-0000-4000-8000-000000000001" }));
    expect(staffCallFailure(error)).toMatchObject({ status: 403, serverError: "Cross-site request refused", fieldErrors: {} });
  });

  it("a 401 envelope on a /trpc path sends to sign in too", async () => {
    const onUnauthorized = vi.fn();
    const client = createStaffTrpcClient({ fetch: async () => json(401, { success: false, error: "Please sign in to continue." }), onUnauthorized });
    await failureOf(client.staff.session.query());
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("fails without a server message on a page that is not JSON (a proxy's error page)", async () => {
    const client = createStaffTrpcClient({ fetch: async () => new Response("<h1>Bad gateway</h1>", { status: 502 }), onUnauthorized: vi.fn() });
    const error = await failureOf(client.staff.session.query());
    expect(staffCallFailure(error)).toMatchObject({ status: 502, serverError: undefined });
    expect(staffCallMessage(error, "fallback")).toBe("fallback");
  });

  it("does not take an error that is no staff call's for a call's failure", () => {
    expect(staffCallFailure(new Error("bug"))).toBeUndefined();
    expect(staffCallMessage(new Error("bug"), "fallback")).toBe("fallback");
    expect(staffCallFailure(new StaffCallRefusal(null))).toMatchObject({ status: null });
  });
});
