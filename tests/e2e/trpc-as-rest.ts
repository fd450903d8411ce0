import type { Page, Route } from "@playwright/test";

// The staff admin calls the router at /trpc (ADR 085); the stand-ins of its calls answer as the
// documented /api routes do, which the REST shims make the very same procedures. This adapter
// turns each /trpc call into the /api request its shim would take (src/server/rest: the method, the
// path with its ids, the query or the body) for a stand-in written against /api, and turns the
// stand-in's envelope back into tRPC's answer, as the server's error formatter shapes it
// (src/server/trpc/init.ts). The CSV exports stay on /api and are answered there directly.

type InputSource = "query" | "params" | "params+body" | "body" | "none";

/** Each staff procedure the admin calls, as its REST shim exposes it. */
const SHIMS: Record<string, readonly [method: string, path: string, from: InputSource]> = {
  "staff.login": ["POST", "/api/admin/login", "body"],
  "staff.setup": ["POST", "/api/admin/init", "body"],
  "staff.session": ["GET", "/api/admin/session", "none"],
  "staff.logout": ["POST", "/api/admin/logout", "none"],
  "staff.changePassword": ["POST", "/api/admin/password", "body"],
  "staff.sessions": ["GET", "/api/admin/sessions", "query"],
  "staff.endSession": ["DELETE", "/api/admin/sessions/:sessionId", "params"],
  "staff.beginTwoFactor": ["POST", "/api/admin/two-factor/setup", "body"],
  "staff.confirmTwoFactor": ["POST", "/api/admin/two-factor/confirm", "body"],
  "staff.disableTwoFactor": ["POST", "/api/admin/two-factor/disable", "body"],
  "staff.staff": ["GET", "/api/admin/staff", "none"],
  "staff.createStaff": ["POST", "/api/admin/staff", "body"],
  "staff.resetPassword": ["POST", "/api/admin/staff/:staffId/reset-password", "params+body"],
  "staff.resetTwoFactor": ["POST", "/api/admin/staff/:staffId/reset-two-factor", "params+body"],
  "staff.disableStaff": ["POST", "/api/admin/staff/:staffId/disable", "params+body"],
  "staff.enableStaff": ["POST", "/api/admin/staff/:staffId/enable", "params+body"],
  "staff.auditTrail": ["GET", "/api/admin/audit", "query"],
  "dashboard.summary": ["GET", "/api/admin/dashboard", "none"],
  "addons.admin.list": ["GET", "/api/admin/addon-bookings", "query"],
  "addons.admin.byId": ["GET", "/api/admin/addon-bookings/:id", "params"],
  "addons.admin.verify": ["PATCH", "/api/admin/addon-bookings/:id/verify", "params"],
  "addons.admin.remove": ["DELETE", "/api/admin/addon-bookings/:id", "params+body"],
  "addons.admin.recordDeskPayment": ["PATCH", "/api/admin/addon-bookings/:id/desk-payment", "params+body"],
  "addons.admin.undoDeskPayment": ["DELETE", "/api/admin/addon-bookings/:id/desk-payment", "params"],
  "enquiries.admin.list": ["GET", "/api/admin/inquiries", "query"],
  "enquiries.admin.byId": ["GET", "/api/admin/inquiries/:kind/:id", "params"],
  "enquiries.admin.changeStatus": ["PATCH", "/api/admin/inquiries/:kind/:id", "params+body"],
  "enquiries.admin.thread": ["GET", "/api/admin/inquiries/:kind/:id/conversation", "params"],
  "enquiries.admin.reply": ["POST", "/api/admin/inquiries/:kind/:id/replies", "params+body"],
  "enquiries.admin.note": ["POST", "/api/admin/inquiries/:kind/:id/notes", "params+body"],
  "enquiries.admin.assign": ["PUT", "/api/admin/inquiries/:kind/:id/assignee", "params+body"],
  "enquiries.admin.templates": ["GET", "/api/admin/reply-templates", "none"],
  "enquiries.admin.saveTemplate": ["POST", "/api/admin/reply-templates", "body"],
  "privacy.admin.list": ["GET", "/api/admin/privacy-requests", "query"],
  "privacy.admin.update": ["PATCH", "/api/admin/privacy-requests/:id", "params+body"],
  "rooms.admin.bookings.list": ["GET", "/api/admin/bookings", "query"],
  "rooms.admin.inventory.overview": ["GET", "/api/admin/inventory", "none"],
  "rooms.admin.inventory.calendar": ["GET", "/api/admin/inventory/calendar", "query"],
  "rooms.admin.inventory.sync": ["POST", "/api/admin/inventory/sync", "body"],
  "rooms.admin.prices.list": ["GET", "/api/prices/admin/all", "query"],
  "rooms.admin.prices.summary": ["GET", "/api/prices/admin/summary", "none"],
  "rooms.admin.prices.update": ["POST", "/api/prices/update", "body"],
  "rooms.admin.prices.edit": ["PUT", "/api/prices/admin/edit", "body"],
  "rooms.admin.prices.remove": ["DELETE", "/api/prices/admin/delete", "query"],
};

/** What a stand-in written against /api reads of its route and answers with: a subset of Playwright's Route. */
export interface RestRoute {
  request(): { url(): string; method(): string; postData(): string | null; postDataJSON(): unknown };
  fulfill(answer: { status?: number; json?: unknown; body?: string; contentType?: string; headers?: Record<string, string> }): Promise<void>;
  fallback(): Promise<void>;
  abort(errorCode?: string): Promise<void>;
}

export type RestHandler = (route: RestRoute) => Promise<void> | void;

/** The JSON-RPC code tRPC gives each HTTP status (@trpc/server's TRPC_ERROR_CODES_BY_KEY, by status). */
const TRPC_CODES: Record<number, readonly [string, number]> = {
  400: ["BAD_REQUEST", -32600],
  401: ["UNAUTHORIZED", -32001],
  403: ["FORBIDDEN", -32003],
  404: ["NOT_FOUND", -32004],
  409: ["CONFLICT", -32009],
  429: ["TOO_MANY_REQUESTS", -32029],
  500: ["INTERNAL_SERVER_ERROR", -32603],
  503: ["SERVICE_UNAVAILABLE", -32603],
};

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The /api request a call of `procedure` with `input` is, as its shim reads it. */
function restRequestOf(origin: string, procedure: string, input: unknown): { url: string; method: string; body: unknown } | undefined {
  const shim = SHIMS[procedure];
  if (!shim) return undefined;
  const [method, template, from] = shim;
  const fields = { ...record(input) };
  const path = template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = fields[name];
    delete fields[name];
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  if (from === "query") for (const [name, value] of Object.entries(fields)) if (value !== undefined) query.set(name, typeof value === "string" ? value : JSON.stringify(value));
  const body = from === "body" ? input : from === "params+body" ? fields : undefined;
  return { url: `${origin}${path}${query.size ? `?${query.toString()}` : ""}`, method, body };
}

/** The tRPC answer of an /api envelope of `status`. */
function trpcAnswerOf(procedure: string, status: number, envelope: unknown): unknown {
  const answer = record(envelope);
  if (status < 300 && answer.success === true) return { result: { data: answer.data } };
  const [code, jsonRpcCode] = TRPC_CODES[status] ?? ["INTERNAL_SERVER_ERROR", -32603];
  const message = typeof answer.error === "string" ? answer.error : "";
  return { error: { message, code: jsonRpcCode, data: { code, httpStatus: status, path: procedure, fieldErrors: answer.fieldErrors ?? null, reason: null } } };
}

/**
 * Answers the admin's /trpc calls of the procedures `handles` picks with `handler`, written against
 * their /api routes; any other call falls through to the routes set before.
 */
export async function routeTrpcAsRest(page: Page, handles: (procedure: string) => boolean, handler: RestHandler): Promise<void> {
  await page.route("**/trpc/**", async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const procedure = decodeURIComponent(url.pathname.slice("/trpc/".length));
    if (!handles(procedure)) return route.fallback();
    const rawInput = request.method() === "GET" ? url.searchParams.get("input") : request.postData();
    const input: unknown = rawInput ? JSON.parse(rawInput) : undefined;
    const rest = restRequestOf(url.origin, procedure, input);
    if (!rest) return route.fallback();
    const bodyText = rest.body === undefined ? null : JSON.stringify(rest.body);
    await handler({
      request: () => ({ url: () => rest.url, method: () => rest.method, postData: () => bodyText, postDataJSON: () => rest.body }),
      fulfill: async ({ status = 200, json, body }) => {
        const envelope: unknown = json ?? (body === undefined ? undefined : JSON.parse(body));
        await route.fulfill({ status, contentType: "application/json", body: JSON.stringify(trpcAnswerOf(procedure, status, envelope)) });
      },
      fallback: () => route.fallback(),
      abort: (errorCode) => route.abort(errorCode),
    });
  });
}

/** The /api paths of the admin's procedures whose path starts with `prefix` ("/api/admin/addon-bookings"). */
export function proceduresUnder(prefix: string): (procedure: string) => boolean {
  return (procedure) => {
    const path = SHIMS[procedure]?.[1];
    return path !== undefined && (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));
  };
}
