import type * as Argon2 from "@node-rs/argon2";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { hashSessionToken } from "../../../src/server/services/staff/sessions.ts";
import { createStaffAccount, strongPassword } from "../../factories/staff.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

const LOGIN_FAILED = { success: false, error: "Login failed" };

/** The argon2 hashes each password check of the server ran against (the real library, watched). */
const verified = vi.hoisted(() => ({ hashes: [] as string[] }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  return {
    ...argon2,
    verify: (hashed: string, ...rest: Parameters<typeof argon2.verify> extends [unknown, ...infer Rest] ? Rest : never) => {
      verified.hashes.push(hashed);
      return argon2.verify(hashed, ...rest);
    },
  };
});

function sessionTokenOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers["set-cookie"];
  const cookie = (Array.isArray(header) ? header : [header ?? ""]).find((line) => line.startsWith("hotel_session="));
  const token = cookie?.split(";")[0]?.slice("hotel_session=".length);
  return token || undefined;
}

describe("staff sign-in and sign-out (POST /api/admin/login, /logout, GET /api/admin/session)", () => {
  const t = useTestApp();
  let address = 0;
  /** Each test signs in from an address of its own, so the per-address throttle of one does not touch another. */
  const fromNewAddress = () => `203.0.113.${++address}`;

  const login = (payload: unknown, ip: string, cookie?: string) =>
    t.app.inject({ method: "POST", url: "/api/admin/login", payload: payload as object, headers: { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) } });
  const sessionCall = (token: string) => t.app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie: `hotel_session=${token}` } });

  it("signs in: the user, a new HttpOnly session cookie, one stored session (its hash only) and an audit entry", async () => {
    const staff = await createStaffAccount(t.app.prisma);
    const response = await login({ email: staff.email.toUpperCase(), password: staff.password }, fromNewAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { user: { id: staff.id, email: staff.email, name: staff.name, role: "reception", mustChangePassword: false, totpEnabledAt: null } } });
    const token = sessionTokenOf(response);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(await t.app.prisma.adminSession.count({ where: { id: hashSessionToken(token ?? "") } })).toBe(1);
    expect(await t.app.prisma.adminSession.count({ where: { id: token ?? "" } })).toBe(0);
    expect((await sessionCall(token ?? "")).json()).toMatchObject({ data: { user: { id: staff.id } } });
    expect(await t.app.prisma.auditEvent.count({ where: { actorId: staff.id, action: "staff.sign_in" } })).toBe(1);
  });

  it("never keeps a token the browser brought: a planted cookie gains nothing (session fixation)", async () => {
    const staff = await createStaffAccount(t.app.prisma);
    const planted = "attacker-chosen-token-value-000000000000000";
    const response = await login({ email: staff.email, password: staff.password }, fromNewAddress(), `hotel_session=${planted}`);
    expect(response.statusCode).toBe(200);
    expect(sessionTokenOf(response)).not.toBe(planted);
    expect((await sessionCall(planted)).statusCode).toBe(401);
  });

  it("answers the same 'Login failed' to a wrong password, an unknown e-mail and a disabled account, and records each", async () => {
    const staff = await createStaffAccount(t.app.prisma);
    const disabled = await createStaffAccount(t.app.prisma, { disabled: true });
    const attempts = [
      { email: staff.email, password: "not-the-password" },
      { email: "nobody-here@example.com", password: "whatever-it-is" },
      { email: disabled.email, password: disabled.password },
    ];
    for (const attempt of attempts) {
      const response = await login(attempt, fromNewAddress());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(LOGIN_FAILED);
      expect(sessionTokenOf(response)).toBeUndefined();
    }
    const failures = await t.app.prisma.auditEvent.findMany({ where: { action: "staff.sign_in_failed", actorEmail: { in: attempts.map((a) => a.email) } }, select: { details: true } });
    expect(failures.map((row) => row.details)).toEqual(
      expect.arrayContaining([{ reason: "wrong password" }, { reason: "unknown account" }, { reason: "account disabled" }]),
    );
  });

  it("spends the same password-hash work whether the account exists or not", async () => {
    const staff = await createStaffAccount(t.app.prisma);
    const hashesCheckedSigningInAs = async (email: string) => {
      verified.hashes.length = 0;
      expect((await login({ email, password: "not-the-password" }, fromNewAddress())).statusCode).toBe(401);
      return [...verified.hashes];
    };
    const known = await hashesCheckedSigningInAs(staff.email);
    const unknown = await hashesCheckedSigningInAs("nobody@example.com");
    // One argon2id verification on each road, with the same cost parameters ($argon2id$v=19$m=…,t=…,p=…):
    // an unknown e-mail is checked against a decoy hash, not answered at once. Counted, not timed.
    expect(known).toHaveLength(1);
    expect(unknown).toHaveLength(1);
    const costOf = (hashed: string | undefined) => hashed?.split("$").slice(1, 4).join("$");
    expect(costOf(unknown[0])).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    expect(costOf(unknown[0])).toBe(costOf(known[0]));
    expect(unknown[0]).not.toBe(known[0]);
  });

  it("refuses an address after 10 failures for 10 minutes, even with the right password; other addresses go on", async () => {
    const staff = await createStaffAccount(t.app.prisma);
    const ip = fromNewAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login({ email: `nobody-${attempt}@example.com`, password: "wrong-password" }, ip)).statusCode).toBe(401);
    }
    const refused = await login({ email: staff.email, password: staff.password }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(590);
    expect((await login({ email: staff.email, password: staff.password }, fromNewAddress())).statusCode).toBe(200);
  });

  it("slows an account's tries after 5 failures but never locks its owner out", async () => {
    const staff = await createStaffAccount(t.app.prisma);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login({ email: staff.email, password: "wrong-password" }, fromNewAddress())).statusCode).toBe(401);
    }
    const started = performance.now();
    const response = await login({ email: staff.email, password: staff.password }, fromNewAddress());
    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("signs out: the session is deleted on the server, the cookie cleared, and the old cookie is worthless", async () => {
    const staff = await createStaffAccount(t.app.prisma);
    const token = sessionTokenOf(await login({ email: staff.email, password: staff.password }, fromNewAddress())) ?? "";
    const response = await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie: `hotel_session=${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { signedOut: true } });
    expect(response.headers["set-cookie"]).toMatch(/^hotel_session=; Max-Age=0/);
    expect(await t.app.prisma.adminSession.count({ where: { id: hashSessionToken(token) } })).toBe(0);
    expect((await sessionCall(token)).statusCode).toBe(401);
    expect(await t.app.prisma.auditEvent.count({ where: { actorId: staff.id, action: "staff.sign_out" } })).toBe(1);
  });

  it("a password change ends every session and gives this browser a new one", async () => {
    const staff = await createStaffAccount(t.app.prisma);
    const first = sessionTokenOf(await login({ email: staff.email, password: staff.password }, fromNewAddress())) ?? "";
    const second = sessionTokenOf(await login({ email: staff.email, password: staff.password }, fromNewAddress())) ?? "";
    const newPassword = strongPassword();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/password",
      headers: { cookie: `hotel_session=${first}` },
      payload: { currentPassword: staff.password, newPassword },
    });
    expect(response.statusCode).toBe(200);
    const renewed = sessionTokenOf(response) ?? "";
    expect((await sessionCall(first)).statusCode).toBe(401);
    expect((await sessionCall(second)).statusCode).toBe(401);
    expect((await sessionCall(renewed)).statusCode).toBe(200);
    expect((await login({ email: staff.email, password: newPassword }, fromNewAddress())).statusCode).toBe(200);
  });

  it("refuses a new password that is short, common or the person's own name, saying why", async () => {
    const staff = await createStaffAccount(t.app.prisma);
    const token = sessionTokenOf(await login({ email: staff.email, password: staff.password }, fromNewAddress())) ?? "";
    const change = (newPassword: string) =>
      t.app.inject({ method: "POST", url: "/api/admin/password", headers: { cookie: `hotel_session=${token}` }, payload: { currentPassword: staff.password, newPassword } });
    expect((await change("Short1!")).json()).toMatchObject({ fieldErrors: { newPassword: "Choose a password of at least 12 characters" } });
    expect((await change("password1234")).json()).toMatchObject({ fieldErrors: { newPassword: "This password is too common. Please choose another" } });
    expect((await change(`${staff.name}-2026!!`)).json()).toMatchObject({ fieldErrors: { newPassword: "Please choose a password that is not your name or e-mail address" } });
    expect((await sessionCall(token)).statusCode).toBe(200);
  });

  it("holds a member of staff whose password was reset to changing it before any staff call", async () => {
    const staff = await createStaffAccount(t.app.prisma, { mustChangePassword: true });
    const response = await login({ email: staff.email, password: staff.password }, fromNewAddress());
    expect(response.json()).toMatchObject({ data: { user: { mustChangePassword: true } } });
    const token = sessionTokenOf(response) ?? "";
    const staffCall = await t.app.inject({ method: "GET", url: "/api/admin/inventory/sync-status", headers: { cookie: `hotel_session=${token}` } });
    expect(staffCall.statusCode).toBe(403);
    expect(staffCall.json()).toEqual({ success: false, error: "Please choose a new password before you continue." });
    expect((await sessionCall(token)).statusCode).toBe(200);
  });

  it("checks the sign-in form's rules before anything else", async () => {
    const response = await login({ email: "", password: "12345" }, fromNewAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { email: "Email is required", password: "Password must be at least 6 characters" } });
  });
});
