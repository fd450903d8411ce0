import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { createStaffAccount, strongPassword } from "../../factories/staff.ts";
import { createAdminSession } from "../helpers/admin-session.ts";
import { createProvingOwner } from "../helpers/owner-proof.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

// Each change to another account carries the owner's own proof of the person (ADR 035).
describe("staff accounts: owners create, reset, disable and enable; nobody deletes", () => {
  const t = useTestApp();

  const call = (method: "GET" | "POST" | "DELETE", url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const signIn = (email: string, password: string): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password }, headers: { "x-forwarded-for": "198.51.100.50" } });
  const auditCount = (action: string, targetId: string) => t.app.prisma.auditEvent.count({ where: { action, targetId } });

  it("an owner creates a reception account, which must choose its own password at first sign-in", async () => {
    const owner = await createProvingOwner(t.app);
    const password = strongPassword();
    const created = await call("POST", "/api/admin/staff", owner.cookie, { email: "new.receptionist@example.com", name: "Ada Lovelace", role: "reception", password, ...owner.proof() });
    expect(created.statusCode).toBe(201);
    const user = created.json<{ data: { user: { id: string; role: string; mustChangePassword: boolean } } }>().data.user;
    expect(user).toMatchObject({ role: "reception", mustChangePassword: true });
    expect((await signIn("new.receptionist@example.com", password)).json()).toMatchObject({ data: { user: { mustChangePassword: true } } });
    expect(await auditCount("staff.account_created", user.id)).toBe(1);

    const again = await call("POST", "/api/admin/staff", owner.cookie, { email: "NEW.receptionist@example.com", name: "Someone Else", role: "reception", password, ...owner.proof() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ fieldErrors: { email: "A member of staff already has this e-mail address" } });
  });

  it("refuses a weak temporary password with the reason, creating nothing", async () => {
    const owner = await createProvingOwner(t.app);
    const before = await t.app.prisma.adminUser.count();
    const response = await call("POST", "/api/admin/staff", owner.cookie, { email: "weak@example.com", name: "Weak Password", role: "reception", password: "letmein", ...owner.proof() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { password: "Choose a password of at least 12 characters" } });
    expect(await t.app.prisma.adminUser.count()).toBe(before);
  });

  it("reception may not manage staff or read the audit trail (403)", async () => {
    const reception = await createAdminSession(t.app);
    for (const [method, url] of [["GET", "/api/admin/staff"], ["GET", "/api/admin/audit"]] as const) {
      const response = await call(method, url, reception.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, error: "Only an owner can do this." });
    }
    const create = await call("POST", "/api/admin/staff", reception.cookie, { email: "x@example.com", name: "Xavier", role: "owner", password: strongPassword() });
    expect(create.statusCode).toBe(403);
  });

  it("a reset ends the person's sessions and makes them choose a new password", async () => {
    const owner = await createProvingOwner(t.app);
    const staff = await createStaffAccount(t.app.prisma);
    const theirSession = await signIn(staff.email, staff.password);
    const cookie = String(theirSession.headers["set-cookie"]).split(";")[0] ?? "";
    const weak = await call("POST", `/api/admin/staff/${staff.id}/reset-password`, owner.cookie, { temporaryPassword: "password1234", ...owner.proof() });
    expect(weak.json()).toMatchObject({ fieldErrors: { temporaryPassword: "This password is too common. Please choose another" } });
    const temporary = strongPassword();
    const reset = await call("POST", `/api/admin/staff/${staff.id}/reset-password`, owner.cookie, { temporaryPassword: temporary, ...owner.proof() });
    expect(reset.statusCode).toBe(200);
    expect((await call("GET", "/api/admin/session", cookie)).statusCode).toBe(401);
    expect((await signIn(staff.email, staff.password)).statusCode).toBe(401);
    expect((await signIn(staff.email, temporary)).json()).toMatchObject({ data: { user: { mustChangePassword: true } } });
    expect(await auditCount("staff.password_reset", staff.id)).toBe(1);
  });

  it("disabling ends every session and refuses sign-in; enabling lets the person back; the row is never deleted", async () => {
    const owner = await createProvingOwner(t.app);
    const staff = await createStaffAccount(t.app.prisma);
    const cookie = String((await signIn(staff.email, staff.password)).headers["set-cookie"]).split(";")[0] ?? "";
    expect((await call("POST", `/api/admin/staff/${staff.id}/disable`, owner.cookie, owner.proof())).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/session", cookie)).statusCode).toBe(401);
    expect((await signIn(staff.email, staff.password)).json()).toEqual({ success: false, error: "Login failed" });
    const listed = (await call("GET", "/api/admin/staff", owner.cookie)).json<{ data: { staff: { id: string; disabledAt: string | null }[] } }>();
    expect(listed.data.staff.find((member) => member.id === staff.id)?.disabledAt).toEqual(expect.any(String));
    expect((await call("POST", `/api/admin/staff/${staff.id}/enable`, owner.cookie, owner.proof())).statusCode).toBe(200);
    expect((await signIn(staff.email, staff.password)).statusCode).toBe(200);
    expect(await auditCount("staff.account_disabled", staff.id)).toBe(1);
    expect(await auditCount("staff.account_enabled", staff.id)).toBe(1);
  });

  it("an owner cannot disable their own account", async () => {
    const owner = await createProvingOwner(t.app);
    const response = await call("POST", `/api/admin/staff/${owner.id}/disable`, owner.cookie, owner.proof());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: "You cannot disable your own account" });
  });

  it("staff see and end their own sessions; owners see and end anyone's", async () => {
    const reception = await createAdminSession(t.app);
    const other = await createAdminSession(t.app);
    const owner = await createAdminSession(t.app, { role: "owner" });

    const own = (await call("GET", "/api/admin/sessions", reception.cookie)).json<{ data: { sessions: { id: string; userId: string; current: boolean }[] } }>();
    expect(own.data.sessions).toEqual([expect.objectContaining({ userId: reception.admin.id, current: true })]);
    const otherSession = (await call("GET", "/api/admin/sessions", other.cookie)).json<{ data: { sessions: { id: string }[] } }>().data.sessions[0]?.id ?? "";

    expect((await call("DELETE", `/api/admin/sessions/${otherSession}`, reception.cookie)).statusCode).toBe(404);
    const everyone = (await call("GET", "/api/admin/sessions?everyone=true", owner.cookie)).json<{ data: { sessions: { userId: string }[] } }>();
    expect(everyone.data.sessions.map((session) => session.userId)).toEqual(expect.arrayContaining([reception.admin.id, other.admin.id, owner.admin.id]));
    expect((await call("DELETE", `/api/admin/sessions/${otherSession}`, owner.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/session", other.cookie)).statusCode).toBe(401);
  });
});

describe("the audit trail", () => {
  const t = useTestApp();

  it("owners read it newest first and filter it by action", async () => {
    const owner = await createAdminSession(t.app, { role: "owner" });
    const staff = await createStaffAccount(t.app.prisma);
    await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email: staff.email, password: "not-it-at-all" } });
    await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email: staff.email, password: staff.password } });
    const all = (await t.app.inject({ method: "GET", url: "/api/admin/audit", headers: { cookie: owner.cookie } })).json<{ data: { events: { id: number; action: string; actorEmail: string }[] } }>();
    // The owner's look at the trail is recorded before it is read, so it leads the list.
    expect(all.data.events.slice(0, 3).map((event) => event.action)).toEqual(["audit.trail_viewed", "staff.sign_in", "staff.sign_in_failed"]);
    expect(all.data.events.slice(0, 2).map((event) => event.actorEmail)).toEqual([owner.admin.email, staff.email]);
    const failures = (await t.app.inject({ method: "GET", url: "/api/admin/audit?action=staff.sign_in_failed", headers: { cookie: owner.cookie } })).json<{ data: { events: { action: string }[] } }>();
    expect(failures.data.events.length).toBeGreaterThan(0);
    expect(failures.data.events.every((event) => event.action === "staff.sign_in_failed")).toBe(true);
  });

  it("can only be appended to: the database refuses to change or remove a recent row", async () => {
    const staff = await createStaffAccount(t.app.prisma);
    await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email: staff.email, password: staff.password } });
    await expect(t.app.prisma.$executeRawUnsafe(`UPDATE audit_event SET action = 'nothing happened' WHERE actor_id = '${staff.id}'`)).rejects.toThrow(/append-only/);
    await expect(t.app.prisma.$executeRawUnsafe(`DELETE FROM audit_event WHERE actor_id = '${staff.id}'`)).rejects.toThrow(/one year/);
    expect(await t.app.prisma.auditEvent.count({ where: { actorId: staff.id, action: "staff.sign_in" } })).toBe(1);
  });
});
