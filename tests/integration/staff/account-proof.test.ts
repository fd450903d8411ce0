import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { sessionCookieName } from "../../../src/server/plugins/session.ts";
import { createSession } from "../../../src/server/services/staff/sessions.ts";
import {
  CURRENT_PASSWORD_WRONG,
  NOT_YOUR_OWN_RESET,
  TWO_FACTOR_CODE_NEEDED,
  TWO_FACTOR_CODE_WRONG,
} from "../../../src/shared/staff/staff-account-messages.ts";
import { createStaffAccount, strongPassword, type StaffAccount } from "../../factories/staff.ts";
import { createAdminSession } from "../helpers/admin-session.ts";
import { codeFor, createProvingOwner, wrongCodeFor } from "../helpers/owner-proof.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

// ADR 035: an account change needs proof of the person (the current password and, when
// two-factor sign-in is on, a current code), ends the account's other sessions and is audited; an
// owner resets another member's password or two-factor, never their own; an account still being
// set up reaches only what finishes the set-up.

const SECRET = "JBSWY3DPEHPK3PXP";

function cookieOf(response: LightMyRequestResponse): string {
  return String(response.headers["set-cookie"]).split(";")[0] ?? "";
}

describe("account changes need proof of the person (ADR 035)", () => {
  const t = useTestApp();
  let address = 0;

  /** A session as sign-in would start it, without spending a two-factor code on the way. */
  async function sessionOf(account: StaffAccount): Promise<string> {
    const { token } = await createSession(t.app.prisma, account.id, { ipAddress: "203.0.113.1", userAgent: "test" }, new Date());
    return `${sessionCookieName(t.app.config.PUBLIC_URL.startsWith("https:"))}=${token}`;
  }
  const call = (method: "GET" | "POST" | "DELETE", url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, remoteAddress: `203.0.113.${++address}`, ...(payload ? { payload } : {}) });
  const stillSignedIn = async (cookie: string) => (await call("GET", "/api/admin/session", cookie)).statusCode === 200;
  const stored = (id: string) => t.app.prisma.adminUser.findUniqueOrThrow({ where: { id }, select: { totpSecret: true, totpPendingSecret: true, totpEnabledAt: true } });
  const audited = (action: string, actorId: string) => t.app.prisma.auditEvent.count({ where: { action, actorId } });

  it("beginning two-factor set-up asks for the current password; a wrong one changes nothing", async () => {
    const staff = await createStaffAccount(t.app.prisma);
    const cookie = await sessionOf(staff);
    const without = await call("POST", "/api/admin/two-factor/setup", cookie, {});
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ fieldErrors: { currentPassword: "Current password is required" } });
    const wrong = await call("POST", "/api/admin/two-factor/setup", cookie, { currentPassword: "not my password at all" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fieldErrors: { currentPassword: CURRENT_PASSWORD_WRONG } });
    expect((await stored(staff.id)).totpPendingSecret).toBeNull();

    const begun = await call("POST", "/api/admin/two-factor/setup", cookie, { currentPassword: staff.password });
    expect(begun.statusCode).toBe(200);
    expect(await audited("staff.two_factor_setup_started", staff.id)).toBe(1);
  });

  it("re-enrolment with two-factor on asks for a current code too, and never replaces the active secret without it", async () => {
    const owner = await createStaffAccount(t.app.prisma, { role: "owner", totpSecret: SECRET });
    const cookie = await sessionOf(owner);
    const before = await stored(owner.id);

    const noCode = await call("POST", "/api/admin/two-factor/setup", cookie, { currentPassword: owner.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ fieldErrors: { currentCode: TWO_FACTOR_CODE_NEEDED } });
    const wrongCode = await call("POST", "/api/admin/two-factor/setup", cookie, { currentPassword: owner.password, currentCode: wrongCodeFor(SECRET) });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ fieldErrors: { currentCode: TWO_FACTOR_CODE_WRONG } });
    const wrongPassword = await call("POST", "/api/admin/two-factor/setup", cookie, { currentPassword: "not my password at all", currentCode: codeFor(SECRET) });
    expect(wrongPassword.json()).toMatchObject({ fieldErrors: { currentPassword: CURRENT_PASSWORD_WRONG } });
    expect(await stored(owner.id)).toEqual(before);
    // Nothing pending, so nothing to confirm: the active secret stays.
    expect((await call("POST", "/api/admin/two-factor/confirm", cookie, { code: codeFor(SECRET), currentPassword: owner.password })).statusCode).toBe(400);
    expect(await stored(owner.id)).toEqual(before);
  });

  it("moving to a new phone: proof, the new code with the password, then only this browser stays signed in", async () => {
    const owner = await createStaffAccount(t.app.prisma, { role: "owner", totpSecret: SECRET });
    const cookie = await sessionOf(owner);
    const elsewhere = await sessionOf(owner);
    const begun = await call("POST", "/api/admin/two-factor/setup", cookie, { currentPassword: owner.password, currentCode: codeFor(SECRET) });
    expect(begun.statusCode).toBe(200);
    const { secret } = begun.json<{ data: { secret: string } }>().data;
    expect((await stored(owner.id)).totpSecret).not.toBeNull();

    const wrongPassword = await call("POST", "/api/admin/two-factor/confirm", cookie, { code: codeFor(secret), currentPassword: "not my password at all" });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ fieldErrors: { currentPassword: CURRENT_PASSWORD_WRONG } });
    const missingPassword = await call("POST", "/api/admin/two-factor/confirm", cookie, { code: codeFor(secret) });
    expect(missingPassword.statusCode).toBe(400);
    expect(await stillSignedIn(elsewhere)).toBe(true);

    const confirmed = await call("POST", "/api/admin/two-factor/confirm", cookie, { code: codeFor(secret), currentPassword: owner.password });
    expect(confirmed.statusCode).toBe(200);
    const fresh = cookieOf(confirmed);
    expect(fresh).not.toBe(cookie);
    expect(await stillSignedIn(fresh)).toBe(true);
    expect(await stillSignedIn(cookie)).toBe(false);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    expect(await t.app.prisma.auditEvent.findFirst({ where: { action: "staff.two_factor_enabled", actorId: owner.id }, select: { details: true } })).toEqual({
      details: { replacedEarlierSecret: true },
    });
    // The old phone's codes no longer sign in; the new one's do.
    const signIn = (totpCode: string) => t.app.inject({ method: "POST", url: "/api/admin/login", remoteAddress: `203.0.113.${++address}`, payload: { email: owner.email, password: owner.password, totpCode } });
    expect((await signIn(codeFor(SECRET, Date.now() + 30_000))).statusCode).toBe(401);
    expect((await signIn(codeFor(secret, Date.now() + 30_000))).statusCode).toBe(200);
  });

  it("switching two-factor off asks for a current code as well as the password, ends the other sessions and is audited", async () => {
    const staff = await createStaffAccount(t.app.prisma, { totpSecret: SECRET });
    const cookie = await sessionOf(staff);
    const elsewhere = await sessionOf(staff);
    const noCode = await call("POST", "/api/admin/two-factor/disable", cookie, { currentPassword: staff.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ fieldErrors: { currentCode: TWO_FACTOR_CODE_NEEDED } });
    const wrongCode = await call("POST", "/api/admin/two-factor/disable", cookie, { currentPassword: staff.password, currentCode: wrongCodeFor(SECRET) });
    expect(wrongCode.json()).toMatchObject({ fieldErrors: { currentCode: TWO_FACTOR_CODE_WRONG } });
    expect((await stored(staff.id)).totpSecret).not.toBeNull();
    expect(await stillSignedIn(elsewhere)).toBe(true);

    const off = await call("POST", "/api/admin/two-factor/disable", cookie, { currentPassword: staff.password, currentCode: codeFor(SECRET) });
    expect(off.statusCode).toBe(200);
    expect((await stored(staff.id)).totpSecret).toBeNull();
    expect(await stillSignedIn(cookieOf(off))).toBe(true);
    expect(await stillSignedIn(cookie)).toBe(false);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    expect(await audited("staff.two_factor_disabled", staff.id)).toBe(1);
  });

  it("a password change with two-factor on asks for a current code; an unused recovery code will do, once", async () => {
    const staff = await createStaffAccount(t.app.prisma);
    const cookie = await sessionOf(staff);
    const { secret } = (await call("POST", "/api/admin/two-factor/setup", cookie, { currentPassword: staff.password })).json<{ data: { secret: string } }>().data;
    const confirmed = await call("POST", "/api/admin/two-factor/confirm", cookie, { code: codeFor(secret), currentPassword: staff.password });
    const { recoveryCodes } = confirmed.json<{ data: { recoveryCodes: string[] } }>().data;
    const signedIn = cookieOf(confirmed);
    const elsewhere = await sessionOf(staff);

    const newPassword = strongPassword();
    const noCode = await call("POST", "/api/admin/password", signedIn, { currentPassword: staff.password, newPassword });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ fieldErrors: { currentCode: TWO_FACTOR_CODE_NEEDED } });
    const recovery = recoveryCodes[0] ?? "";
    const changed = await call("POST", "/api/admin/password", signedIn, { currentPassword: staff.password, currentCode: recovery, newPassword });
    expect(changed.statusCode).toBe(200);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    expect(await audited("staff.password_changed", staff.id)).toBe(1);
    const again = await call("POST", "/api/admin/password", cookieOf(changed), { currentPassword: newPassword, currentCode: recovery, newPassword: strongPassword() });
    expect(again.json()).toMatchObject({ fieldErrors: { currentCode: TWO_FACTOR_CODE_WRONG } });
  });

  it("wrong codes count against the sign-in throttle like wrong passwords: 429 after ten from one address", async () => {
    // Two members of staff at one desk, five wrong codes each (an account's sixth would be slowed).
    const desk = [await createStaffAccount(t.app.prisma, { totpSecret: SECRET }), await createStaffAccount(t.app.prisma, { totpSecret: SECRET })];
    const cookies = [await sessionOf(desk[0]!), await sessionOf(desk[1]!)];
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/two-factor/disable",
        remoteAddress: "203.0.113.250",
        headers: { cookie: cookies[i % 2]! },
        payload: { currentPassword: desk[i % 2]!.password, currentCode: wrongCodeFor(SECRET) },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("an owner resets another member's two-factor or password, never their own (ADR 035)", () => {
  const t = useTestApp();
  const call = (url: string, cookie: string, payload?: object) => t.app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it("a lost phone: the member's two-factor goes, their sessions end, they sign in with their password alone", async () => {
    const owner = await createProvingOwner(t.app);
    const staff = await createStaffAccount(t.app.prisma, { totpSecret: SECRET });
    await createSession(t.app.prisma, staff.id, { ipAddress: "203.0.113.1", userAgent: "test" }, new Date());
    const reset = await call(`/api/admin/staff/${staff.id}/reset-two-factor`, owner.cookie, owner.proof());
    expect(reset.statusCode).toBe(200);
    expect(await t.app.prisma.adminSession.count({ where: { userId: staff.id } })).toBe(0);
    const signIn = await t.app.inject({ method: "POST", url: "/api/admin/login", remoteAddress: "203.0.113.77", payload: { email: staff.email, password: staff.password } });
    expect(signIn.statusCode).toBe(200);
    expect(await t.app.prisma.auditEvent.count({ where: { action: "staff.two_factor_reset", actorId: owner.id, targetId: staff.id } })).toBe(1);
  });

  it("an owner's own password or two-factor cannot be reset through the owners' path", async () => {
    const owner = await createProvingOwner(t.app);
    const password = await call(`/api/admin/staff/${owner.id}/reset-password`, owner.cookie, { temporaryPassword: strongPassword(), ...owner.proof() });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toEqual({ success: false, error: NOT_YOUR_OWN_RESET });
    const twoFactor = await call(`/api/admin/staff/${owner.id}/reset-two-factor`, owner.cookie, owner.proof());
    expect(twoFactor.statusCode).toBe(400);
    expect(twoFactor.json()).toEqual({ success: false, error: NOT_YOUR_OWN_RESET });
    const unchanged = await t.app.prisma.adminUser.findUniqueOrThrow({ where: { id: owner.id }, select: { totpSecret: true, mustChangePassword: true } });
    expect(unchanged.totpSecret).not.toBeNull();
    expect(unchanged.mustChangePassword).toBe(false);
  });

  it("reception cannot reset anyone's two-factor", async () => {
    const reception = await createAdminSession(t.app);
    const staff = await createStaffAccount(t.app.prisma, { totpSecret: SECRET });
    expect((await call(`/api/admin/staff/${staff.id}/reset-two-factor`, reception.cookie)).statusCode).toBe(403);
  });
});

describe("an account still being set up reaches only what finishes the set-up", () => {
  const t = useTestApp();
  const call = (method: "GET" | "POST" | "DELETE", url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it.each([
    { held: "an owner without two-factor", options: { role: "owner", twoFactor: false } as const, message: "Owners must set up two-factor sign-in before they continue." },
    { held: "an owner with a password to change", options: { role: "owner", mustChangePassword: true } as const, message: "Please choose a new password before you continue." },
  ])("$held: no one's sessions listed or ended, no two-factor switched off; the session and sign-out still answer", async ({ options, message }) => {
    const other = await createAdminSession(t.app);
    const held = await createAdminSession(t.app, options);
    const otherSession = (await call("GET", "/api/admin/sessions", other.cookie)).json<{ data: { sessions: { id: string }[] } }>().data.sessions[0]?.id ?? "";
    for (const [method, url, payload] of [
      ["GET", "/api/admin/sessions?everyone=true", undefined],
      ["GET", "/api/admin/sessions", undefined],
      ["DELETE", `/api/admin/sessions/${otherSession}`, undefined],
      ["POST", "/api/admin/two-factor/disable", { currentPassword: "anything at all" }],
    ] as const) {
      const refused = await call(method, url, held.cookie, payload);
      expect({ url, status: refused.statusCode, body: refused.json<unknown>() }).toEqual({ url, status: 403, body: { success: false, error: message } });
    }
    expect((await call("GET", "/api/admin/session", other.cookie)).statusCode).toBe(200);
    // The live-notice stream follows the same rule.
    expect((await call("GET", "/api/admin/events", held.cookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/session", held.cookie)).statusCode).toBe(200);
    expect((await call("POST", "/api/admin/logout", held.cookie)).statusCode).toBe(200);
  });

  it("a password to change comes before two-factor set-up", async () => {
    const held = await createStaffAccount(t.app.prisma, { role: "owner", mustChangePassword: true });
    const { token } = await createSession(t.app.prisma, held.id, { ipAddress: "203.0.113.1", userAgent: "test" }, new Date());
    const cookie = `${sessionCookieName(t.app.config.PUBLIC_URL.startsWith("https:"))}=${token}`;
    const refused = await call("POST", "/api/admin/two-factor/setup", cookie, { currentPassword: held.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: "Please choose a new password before you continue." });
  });
});
