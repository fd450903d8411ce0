import type { Page } from "@playwright/test";
import type { DashboardData } from "../../src/shared/staff/dashboard.ts";
import type { AuditEvent, StaffMember, StaffSessionView } from "../../src/shared/staff/staff-answers.ts";
import type { StaffUser } from "../../src/shared/staff/staff-user.ts";
import { STAFF_EVENTS_PATH } from "../../src/shared/staff/staff-notices.ts";
import { ERROR_MESSAGES } from "../../src/shared/api/error-catalogue.ts";
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_TAKEN,
  NEW_PASSWORD_MIN_LENGTH,
  NOT_YOUR_OWN_RESET,
  NOT_YOURSELF,
  OWNERS_KEEP_TWO_FACTOR,
  OWNERS_ONLY,
  PASSWORD_CHANGE_REQUIRED,
  PASSWORD_IS_NAME,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  SESSION_NOT_FOUND,
  STAFF_NOT_FOUND,
  TWO_FACTOR_CODE_NEEDED,
  TWO_FACTOR_CODE_WRONG,
  TWO_FACTOR_SET_UP_REQUIRED,
} from "../../src/shared/staff/staff-account-messages.ts";
import { EMPTY_INVENTORY, standInPriceCalls } from "./inventory-pricing-stand-in.ts";
import { routeTrpcAsRest, type RestRoute } from "./trpc-as-rest.ts";

// A stand-in for the staff API's account, session, staff and audit calls (ADR 013), answering as
// its contract says, in memory, so the admin's screens can be tested without a staff account. Its
// refusals are the server's own words (src/shared/staff/staff-account-messages.ts), never copies.

export const PASSWORD = "correct horse battery";
export const TOTP_CODE = "492817";
export const COMMON_PASSWORD = "password12345";
export const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `R${index}K7M-9QX${index}`);
export const SECRET = "JBSW Y3DP EHPK 3PXP";
/** The server's QR code: an SVG document string. */
export const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#fff" d="M0 0h29v29H0z"/><path d="M4 4h7v7H4zM18 4h7v7h-7zM4 18h7v7H4zM13 13h3v3h-3z"/></svg>';

const ENABLED_AT = "2026-01-05T09:00:00.000Z";
export const OWNER: StaffUser = { id: "0b6f3f0e-5f7c-4b53-9a55-0d1f1c2a7e01", email: "olive@example.com", name: "Olive Owner", role: "owner", mustChangePassword: false, totpEnabledAt: ENABLED_AT };
export const RECEPTION: StaffUser = { id: "6c1d2e3f-0a9b-4c8d-8e7f-112233445566", email: "desk@example.com", name: "Rhys Reception", role: "reception", mustChangePassword: false, totpEnabledAt: null };
const NIGHT_PORTER: StaffMember = {
  id: "9f8e7d6c-5b4a-4392-8170-aabbccddeeff",
  email: "night@example.com",
  name: "Nia Night",
  role: "reception",
  mustChangePassword: true,
  totpEnabledAt: null,
  disabledAt: null,
  createdAt: "2026-02-01T10:00:00.000Z",
};

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

function sessionOf(id: string, userId: string, userAgent: string | null, current: boolean, startedAt: string): StaffSessionView {
  return { id, userId, createdAt: startedAt, lastSeenAt: "2026-03-10T14:05:00.000Z", expiresAt: "2026-04-10T14:05:00.000Z", userAgent, ipAddress: current ? "203.0.113.7" : "198.51.100.23", current };
}

/** The dashboard as the server answers it (revenue, and refunds apart, for owners only). */
export function dashboardOf(user: StaffUser): DashboardData {
  const arrival = (id: string, guestName: string, checkInDate: string, verified: boolean) => ({ id, reference: `PET-${id}`, guestName, checkInDate, numberOfPets: 1, petTypes: ["Dog"], verified });
  return {
    bookings: { total_bookings: 42, today_bookings: 3, total_revenue: user.role === "owner" ? 1280 : null, refunded: user.role === "owner" ? 60 : null },
    inquiries: { total_inquiries: 17, today_inquiries: 2 },
    pricing: { best_price_count: 8, total_price_entries: 12 },
    today: {
      date: "2026-03-10",
      arrivingToday: [arrival("7K3M9Q", "Ada Lovelace", "2026-03-10", false), arrival("4H8N2P", "Alan Turing", "2026-03-10", true)],
      arrivingTomorrow: [],
      waitingLongest: [{ id: "e1", kind: "event", name: "Grace Hopper", topic: "wedding", receivedAt: "2026-03-07T09:00:00.000Z" }],
    },
  };
}

const AUDIT_ACTIONS = ["staff.sign_in", "staff.sign_in_failed", "staff.password_changed", "staff.account_created"];

/** 60 events, newest (id 60) first: more than one page of 50. */
function auditTrail(): AuditEvent[] {
  return Array.from({ length: 60 }, (_, index) => {
    const id = 60 - index;
    const action = AUDIT_ACTIONS[id % AUDIT_ACTIONS.length] ?? "staff.sign_in";
    const actor = id % 2 === 0 ? OWNER : RECEPTION;
    return {
      id,
      at: new Date(Date.UTC(2026, 2, 10, 12, 0) - index * 3_600_000).toISOString(),
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      targetType: action === "staff.account_created" ? "staff" : action === "staff.sign_in" ? "session" : null,
      targetId: action === "staff.account_created" ? NIGHT_PORTER.id : action === "staff.sign_in" ? `a1b2c3d4e5f6a7${String(id).padStart(2, "0")}` : null,
      ipAddress: "203.0.113.7",
      details: action === "staff.sign_in_failed" ? { reason: "wrong password" } : action === "staff.account_created" ? { role: "reception" } : null,
    };
  });
}

function toMember(user: StaffUser): StaffMember {
  return { ...user, disabledAt: null, createdAt: "2026-01-01T09:00:00.000Z" };
}

function passwordProblem(password: string, account: { name: string; email: string }): string | null {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password === COMMON_PASSWORD) return PASSWORD_TOO_COMMON;
  const lower = password.toLowerCase();
  if (account.name.split(" ").some((part) => part.length > 2 && lower.includes(part.toLowerCase())) || lower.includes(account.email.split("@")[0] ?? "@")) return PASSWORD_IS_NAME;
  return null;
}

type Answer = readonly [status: number, body: unknown];
const ok = (data: unknown, status = 200): Answer => [status, { success: true, data }];
const refused = (status: number, error: string, fieldErrors?: Record<string, string>): Answer => [status, { success: false, error, ...(fieldErrors ? { fieldErrors } : {}) }];

/** The fake API for one page; `user` is who the session cookie belongs to. */
export async function fakeStaffAccountApi(page: Page, user: StaffUser) {
  const state = {
    user: { ...user },
    signedIn: true,
    staff: [toMember(OWNER), toMember(RECEPTION), NIGHT_PORTER].map((member) => (member.id === user.id ? { ...toMember(user) } : member)),
    sessions: [
      sessionOf("00112233aabbccdd", user.id, FIREFOX_WINDOWS, true, "2026-03-10T08:00:00.000Z"),
      sessionOf("44556677eeff0011", user.id, SAFARI_IPHONE, false, "2026-03-08T19:30:00.000Z"),
      sessionOf("8899aabbccddeeff", NIGHT_PORTER.id, null, false, "2026-03-09T22:15:00.000Z"),
    ],
    audit: auditTrail(),
    pendingSecret: false,
    calls: [] as string[],
  };

  function staffCallHold(): Answer | null {
    if (state.user.mustChangePassword) return refused(403, PASSWORD_CHANGE_REQUIRED);
    if (state.user.role === "owner" && !state.user.totpEnabledAt) return refused(403, TWO_FACTOR_SET_UP_REQUIRED);
    return null;
  }
  function ownerCall(): Answer | null {
    return staffCallHold() ?? (state.user.role === "owner" ? null : refused(403, OWNERS_ONLY));
  }

  /** Proof of the person (ADR 035): the current password, and with two-factor on a current code. */
  function proofRefusal(body: Record<string, unknown>): Answer | null {
    if (body.currentPassword !== PASSWORD) return refused(400, CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
    if (!state.user.totpEnabledAt) return null;
    if (!body.currentCode) return refused(400, TWO_FACTOR_CODE_NEEDED, { currentCode: TWO_FACTOR_CODE_NEEDED });
    return body.currentCode === TOTP_CODE ? null : refused(400, TWO_FACTOR_CODE_WRONG, { currentCode: TWO_FACTOR_CODE_WRONG });
  }

  function answer(method: string, path: string, query: URLSearchParams, body: Record<string, unknown>): Answer {
    if (!state.signedIn) return refused(401, ERROR_MESSAGES.UNAUTHORIZED);
    const route = `${method} ${path}`;
    if (route === "GET /api/admin/session") return ok({ user: state.user });
    if (route === "GET /api/admin/dashboard") return staffCallHold() ?? ok(dashboardOf(state.user));
    if (route === "GET /api/admin/privacy-requests") return staffCallHold() ?? ok([]);
    if (route === "GET /api/admin/inventory") return staffCallHold() ?? ok(EMPTY_INVENTORY);
    if (route === "GET /api/admin/inquiries") return staffCallHold() ?? ok({ rows: [], total: 0, page: 1, pageSize: 50 });
    if (route === "POST /api/admin/logout") {
      state.signedIn = false;
      return ok({ signedOut: true });
    }
    if (route === "POST /api/admin/password") {
      const problem = passwordProblem(String(body.newPassword), state.user);
      if (problem) return refused(400, problem, { newPassword: problem });
      const notProven = proofRefusal(body);
      if (notProven) return notProven;
      state.user.mustChangePassword = false;
      state.sessions = state.sessions.filter((session) => session.userId !== state.user.id || session.current);
      return ok({ user: state.user });
    }
    if (route === "POST /api/admin/two-factor/setup") {
      const notProven = proofRefusal(body);
      if (notProven) return notProven;
      state.pendingSecret = true;
      return ok({ otpauthUri: `otpauth://totp/Hotel:${state.user.email}?secret=JBSWY3DPEHPK3PXP`, qrCodeSvg: QR_SVG, secret: SECRET });
    }
    if (route === "POST /api/admin/two-factor/confirm") {
      if (body.currentPassword !== PASSWORD) return refused(400, CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
      if (!state.pendingSecret || body.code !== TOTP_CODE) return refused(400, TWO_FACTOR_CODE_WRONG, { code: TWO_FACTOR_CODE_WRONG });
      state.user.totpEnabledAt = "2026-03-10T14:06:00.000Z";
      return ok({ recoveryCodes: RECOVERY_CODES });
    }
    if (route === "POST /api/admin/two-factor/disable") {
      if (state.user.role === "owner") return refused(403, OWNERS_KEEP_TWO_FACTOR);
      const notProven = staffCallHold() ?? proofRefusal(body);
      if (notProven) return notProven;
      state.user.totpEnabledAt = null;
      return ok({ disabled: true });
    }
    if (route === "GET /api/admin/sessions") {
      const everyone = query.get("everyone") === "true";
      if (everyone && state.user.role !== "owner") return refused(403, OWNERS_ONLY);
      return ok({ sessions: state.sessions.filter((session) => everyone || session.userId === state.user.id) });
    }
    const endedSession = /^DELETE \/api\/admin\/sessions\/([0-9a-f]{16})$/.exec(route);
    if (endedSession) {
      const ended = state.sessions.find((session) => session.id === endedSession[1]);
      if (!ended) return refused(404, SESSION_NOT_FOUND);
      state.sessions = state.sessions.filter((session) => session !== ended);
      if (ended.current) state.signedIn = false;
      return ok({ ended: true });
    }
    if (path.startsWith("/api/admin/staff") || path === "/api/admin/audit") {
      const refusal = ownerCall();
      if (refusal) return refusal;
    }
    if (route === "GET /api/admin/staff") return ok({ staff: state.staff });
    if (route === "POST /api/admin/staff") {
      const email = String(body.email).toLowerCase();
      if (state.staff.some((member) => member.email === email)) return refused(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
      const problem = passwordProblem(String(body.password), { name: String(body.name), email });
      if (problem) return refused(400, problem, { password: problem });
      const notProven = proofRefusal(body);
      if (notProven) return notProven;
      const created: StaffMember = {
        id: `5e5e5e5e-0000-4000-8000-${String(state.staff.length).padStart(12, "0")}`,
        email,
        name: String(body.name),
        role: body.role === "owner" ? "owner" : "reception",
        mustChangePassword: true,
        totpEnabledAt: null,
        disabledAt: null,
        createdAt: "2026-03-10T14:10:00.000Z",
      };
      state.staff.push(created);
      return ok({ user: { ...created } }, 201);
    }
    const staffAction = /^POST \/api\/admin\/staff\/([^/]+)\/(reset-password|reset-two-factor|disable|enable)$/.exec(route);
    const member = staffAction ? state.staff.find((candidate) => candidate.id === staffAction[1]) : undefined;
    if (staffAction && !member) return refused(404, STAFF_NOT_FOUND);
    if (staffAction && member) {
      if (staffAction[2]?.startsWith("reset-") && member.id === state.user.id) return refused(400, NOT_YOUR_OWN_RESET);
      if (staffAction[2] === "disable" && member.id === state.user.id) return refused(400, NOT_YOURSELF);
      const problem = staffAction[2] === "reset-password" ? passwordProblem(String(body.temporaryPassword), member) : null;
      if (problem) return refused(400, problem, { temporaryPassword: problem });
      // The owner's own proof (ADR 035), asked once nothing else is refused.
      const notProven = proofRefusal(body);
      if (notProven) return notProven;
      if (staffAction[2] === "reset-two-factor") {
        member.totpEnabledAt = null;
        return ok({ reset: true });
      }
      if (staffAction[2] === "reset-password") {
        member.mustChangePassword = true;
        return ok({ reset: true });
      }
      if (staffAction[2] === "disable") {
        member.disabledAt = "2026-03-10T14:12:00.000Z";
        return ok({ disabled: true });
      }
      member.disabledAt = null;
      return ok({ enabled: true });
    }
    if (route === "GET /api/admin/audit") {
      const before = Number(query.get("before") ?? Infinity);
      const limit = Number(query.get("limit") ?? 50);
      const action = query.get("action");
      const actorId = query.get("actorId");
      const events = state.audit.filter((event) => event.id < before && (!action || event.action === action) && (!actorId || event.actorId === actorId));
      return ok({ events: events.slice(0, limit) });
    }
    return refused(404, ERROR_MESSAGES.NOT_FOUND);
  }

  const handler = async (route: RestRoute) => {
    const request = route.request();
    const url = new URL(request.url());
    state.calls.push(`${request.method()} ${url.pathname}${url.search}`);
    if (url.pathname === STAFF_EVENTS_PATH && state.signedIn) return route.fulfill(QUIET_EVENT_STREAM);
    const body = (request.postData() ? request.postDataJSON() : {}) as Record<string, unknown>;
    const [status, payload] = answer(request.method(), url.pathname, url.searchParams, body);
    await route.fulfill({ status, contentType: "application/json", body: JSON.stringify(payload) });
  };
  // The live notices' stream (and any outside caller's /api path); every staff call the admin makes, through /trpc.
  await page.route("**/api/admin/**", handler);
  await routeTrpcAsRest(page, () => true, handler);
  await standInPriceCalls(page, () => state.signedIn);
  return state;
}

/**
 * GET /api/admin/events (live notices) answered as a stream that opens and has nothing to say:
 * the browser waits ten minutes before asking again.
 */
export const QUIET_EVENT_STREAM = { status: 200, contentType: "text/event-stream", body: 'retry: 600000\n\nevent: ready\nid: 1\ndata: {}\n\n' } as const;
