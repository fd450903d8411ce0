import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StaffCallRefusal, isUnauthorized, staffCallFailure, staffCallMessage } from "../../../../../src/web/features/admin/shell/staff-call-error.ts";
import { createServerConnection } from "../../../../../src/web/features/admin/shell/server-connection.ts";
import { createSessionLapse } from "../../../../../src/web/features/admin/shell/session-lapse.ts";
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

describe("a session that lapses in the workspace (ADR 091)", () => {
  const VERIFIED = { result: { data: { id: "00000000-0000-4000-8000-000000000001" } } };

  /** A server that refuses the first `refusals` calls for want of a session, then answers. */
  function lapsedServer(refusals: number, answer: unknown) {
    let left = refusals;
    return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
      if (left > 0) {
        left -= 1;
        return trpcError(401, "UNAUTHORIZED", "Please sign in to continue.");
      }
      return json(200, answer);
    });
  }

  it("holds a refused write until the same member of staff signs in again, then sends it once more", async () => {
    const lapse = createSessionLapse();
    lapse.watch(USER.id);
    const fetch = lapsedServer(1, VERIFIED);
    const onUnauthorized = vi.fn();
    const client = createStaffTrpcClient({ fetch, onUnauthorized, lapse });
    const call = client.addons.admin.verify.mutate({ id: "00000000-0000-4000-8000-000000000001" });
    await vi.waitFor(() => expect(lapse.isAsking()).toBe(true));
    expect(fetch).toHaveBeenCalledOnce();

    expect(lapse.signedIn(USER.id)).toBe(true);
    await expect(call).resolves.toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(lapse.isAsking()).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("lets every waiting call go with one sign-in, and sends each once more only once", async () => {
    const lapse = createSessionLapse();
    lapse.watch(USER.id);
    const fetch = lapsedServer(2, { result: { data: { user: USER } } });
    const client = createStaffTrpcClient({ fetch, onUnauthorized: vi.fn(), lapse });
    const calls = [client.addons.admin.verify.mutate({ id: "00000000-0000-4000-8000-000000000001" }), client.addons.admin.verify.mutate({ id: "00000000-0000-4000-8000-000000000002" })];
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    lapse.signedIn(USER.id);
    await Promise.all(calls);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("refuses the waiting calls and goes to sign in when the member of staff gives up", async () => {
    const lapse = createSessionLapse();
    lapse.watch(USER.id);
    const onUnauthorized = vi.fn();
    const client = createStaffTrpcClient({ fetch: lapsedServer(9, VERIFIED), onUnauthorized, lapse });
    const call = failureOf(client.addons.admin.verify.mutate({ id: "00000000-0000-4000-8000-000000000001" }));
    await vi.waitFor(() => expect(lapse.isAsking()).toBe(true));
    lapse.giveUp();
    expect(isUnauthorized(await call)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("does not let another member of staff's sign-in send the last one's calls", () => {
    const lapse = createSessionLapse();
    lapse.watch(USER.id);
    void lapse.waitForSignIn();
    expect(lapse.signedIn("someone-else")).toBe(false);
    expect(lapse.isAsking()).toBe(true);
  });

  it("leaves the gate's own session check to go to the sign-in page when nothing waits, and outside the workspace", async () => {
    const lapse = createSessionLapse();
    const onUnauthorized = vi.fn();
    const client = createStaffTrpcClient({ fetch: lapsedServer(9, {}), onUnauthorized, lapse });
    await failureOf(client.addons.admin.verify.mutate({ id: "00000000-0000-4000-8000-000000000001" }));
    lapse.watch(USER.id);
    await failureOf(client.staff.session.query());
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(lapse.isAsking()).toBe(false);
  });
});

describe("what the staff calls tell of the server (ADR 091)", () => {
  function watched(fetch: typeof globalThis.fetch) {
    const connection = createServerConnection();
    return { connection, client: createStaffTrpcClient({ fetch, onUnauthorized: vi.fn(), connection }) };
  }

  it.each([
    ["no answer", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a gateway's 502", async () => new Response("<h1>Bad gateway</h1>", { status: 502 })],
    ["a 503", async () => json(503, { success: false })],
  ] as const)("finds the server away on %s", async (_case, answer) => {
    const { connection, client } = watched(answer);
    await failureOf(client.staff.session.query());
    expect(connection.isAway()).toBe(true);
  });

  it("finds it back on any answer of its own, refusals included", async () => {
    const { connection, client } = watched(async () => trpcError(500, "INTERNAL_SERVER_ERROR", "Something went wrong"));
    connection.markAway();
    await failureOf(client.staff.session.query());
    expect(connection.isAway()).toBe(false);
  });

  it("says nothing of the server when the page cancelled the call itself", async () => {
    const { connection, client } = watched((_input, init) => {
      init?.signal?.throwIfAborted();
      return new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    });
    const controller = new AbortController();
    const call = failureOf(client.staff.session.query(undefined, { signal: controller.signal }));
    controller.abort();
    await call;
    expect(connection.isAway()).toBe(false);
  });
});
