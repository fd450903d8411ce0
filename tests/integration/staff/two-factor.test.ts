import type { LightMyRequestResponse } from "fastify";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { resealTotpSecrets } from "../../../src/server/services/staff/totp-secrets.ts";
import { createStaffAccount } from "../../factories/staff.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

const SECRET = "JBSWY3DPEHPK3PXP";

function codeFor(secret: string, at: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")), digits: 6, period: 30 }).generate({ timestamp: at });
}

function cookieOf(response: LightMyRequestResponse): string {
  return String(response.headers["set-cookie"]).split(";")[0] ?? "";
}

describe("two-factor sign-in (TOTP): required for owners, optional for reception", () => {
  const t = useTestApp();
  let address = 0;
  const login = (payload: object) => t.app.inject({ method: "POST", url: "/api/admin/login", payload, headers: { "x-forwarded-for": `192.0.2.${++address}` } });
  const call = (method: "GET" | "POST", url: string, cookie: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it("an owner without it is held at enrolment: scan the QR code, confirm a code, keep the ten recovery codes", async () => {
    const owner = await createStaffAccount(t.app.prisma, { role: "owner" });
    const cookie = cookieOf(await login({ email: owner.email, password: owner.password }));
    const held = await call("GET", "/api/admin/staff", cookie);
    expect(held.statusCode).toBe(403);
    expect(held.json()).toEqual({ success: false, error: "Owners must set up two-factor sign-in before they continue." });

    const setup = (await call("POST", "/api/admin/two-factor/setup", cookie, { currentPassword: owner.password })).json<{ data: { otpauthUri: string; qrCodeSvg: string; secret: string } }>().data;
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    expect(setup.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(setup.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);

    const wrong = await call("POST", "/api/admin/two-factor/confirm", cookie, { code: "000000" === codeFor(setup.secret) ? "111111" : "000000", currentPassword: owner.password });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await call("POST", "/api/admin/two-factor/confirm", cookie, { code: codeFor(setup.secret), currentPassword: owner.password });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ data: { recoveryCodes: string[] } }>().data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    // This browser carries on in a new session; the one before the change has ended.
    expect((await call("GET", "/api/admin/staff", cookieOf(confirmed))).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/session", cookie)).statusCode).toBe(401);
    expect(await t.app.prisma.adminRecoveryCode.count({ where: { userId: owner.id, codeHash: { in: recoveryCodes } } })).toBe(0);
    expect(await t.app.prisma.auditEvent.count({ where: { actorId: owner.id, action: "staff.two_factor_enabled" } })).toBe(1);
    // Sealed at rest: the database holds no secret that makes codes without the key.
    const stored = await t.app.prisma.adminUser.findUniqueOrThrow({ where: { id: owner.id }, select: { totpSecret: true } });
    expect(stored.totpSecret).toMatch(/^sb1\./);
    expect(stored.totpSecret).not.toContain(setup.secret.replace(/\s/g, ""));
  });

  it("seals a secret stored before sealing began at the next start, and its codes still sign in", async () => {
    const staff = await createStaffAccount(t.app.prisma, { totpSecret: SECRET });
    expect(await resealTotpSecrets(t.app.prisma, t.app.config)).toBeGreaterThanOrEqual(1);
    const stored = await t.app.prisma.adminUser.findUniqueOrThrow({ where: { id: staff.id }, select: { totpSecret: true } });
    expect(stored.totpSecret).toMatch(/^sb1\./);
    expect(stored.totpSecret).not.toContain(SECRET);
    expect(await resealTotpSecrets(t.app.prisma, t.app.config)).toBe(0);
    expect((await login({ email: staff.email, password: staff.password, totpCode: codeFor(SECRET) })).statusCode).toBe(200);
  });

  it("asks for the code after the right password, refuses a wrong or reused one, accepts the current one", async () => {
    const staff = await createStaffAccount(t.app.prisma, { totpSecret: SECRET });
    const withoutCode = await login({ email: staff.email, password: staff.password });
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toMatchObject({ fieldErrors: { totpCode: "Enter the 6-digit code from your authenticator app" } });
    expect(withoutCode.headers["set-cookie"]).toBeUndefined();

    const code = codeFor(SECRET);
    const wrong = await login({ email: staff.email, password: staff.password, totpCode: code === "123456" ? "654321" : "123456" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ fieldErrors: { totpCode: "That code is not right. Enter the newest code, or one of your recovery codes" } });

    expect((await login({ email: staff.email, password: staff.password, totpCode: code })).statusCode).toBe(200);
    // The same code a second time (an attacker who watched it typed) is refused.
    expect((await login({ email: staff.email, password: staff.password, totpCode: code })).statusCode).toBe(401);
    expect(await t.app.prisma.auditEvent.count({ where: { actorId: staff.id, action: "staff.sign_in_failed" } })).toBe(2);
  });

  it("a recovery code stands in for the app once", async () => {
    const staff = await createStaffAccount(t.app.prisma);
    const cookie = cookieOf(await login({ email: staff.email, password: staff.password }));
    const { secret } = (await call("POST", "/api/admin/two-factor/setup", cookie, { currentPassword: staff.password })).json<{ data: { secret: string } }>().data;
    const { recoveryCodes } = (await call("POST", "/api/admin/two-factor/confirm", cookie, { code: codeFor(secret), currentPassword: staff.password })).json<{ data: { recoveryCodes: string[] } }>().data;
    const recovery = recoveryCodes[0] ?? "";
    expect((await login({ email: staff.email, password: staff.password, totpCode: recovery.toLowerCase() })).statusCode).toBe(200);
    expect((await login({ email: staff.email, password: staff.password, totpCode: recovery })).statusCode).toBe(401);
  });

  it("reception may switch it off with their password and a newer code; owners may not", async () => {
    const staff = await createStaffAccount(t.app.prisma, { totpSecret: SECRET });
    const cookie = cookieOf(await login({ email: staff.email, password: staff.password, totpCode: codeFor(SECRET) }));
    // The code that signed in is used up: the proof takes the next one.
    const nextCode = codeFor(SECRET, Date.now() + 30_000);
    expect((await call("POST", "/api/admin/two-factor/disable", cookie, { currentPassword: "not-my-password", currentCode: nextCode })).statusCode).toBe(400);
    expect((await call("POST", "/api/admin/two-factor/disable", cookie, { currentPassword: staff.password, currentCode: nextCode })).statusCode).toBe(200);
    expect((await login({ email: staff.email, password: staff.password })).statusCode).toBe(200);

    const owner = await createStaffAccount(t.app.prisma, { role: "owner", totpSecret: SECRET });
    const ownerCookie = cookieOf(await login({ email: owner.email, password: owner.password, totpCode: codeFor(SECRET, Date.now() + 30_000) }));
    const refused = await call("POST", "/api/admin/two-factor/disable", ownerCookie, { currentPassword: owner.password, currentCode: codeFor(SECRET, Date.now() + 60_000) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: "Owners must keep two-factor sign-in" });
  });
});
