import { describe, expect, it } from "vitest";
import { createAdminSession } from "../helpers/admin-session.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

// ADR 013: a staff read of personal data is recorded (who, what, when, from where) before it is
// served. Here: the staff list, everyone's sessions and the audit trail; one's own sessions are not.

describe("staff reads of personal data go in the audit trail", () => {
  const t = useTestApp();

  async function readsBy(actorId: string) {
    return t.app.prisma.auditEvent.findMany({
      where: { actorId, action: { in: ["staff.staff_list_viewed", "staff.all_sessions_viewed", "audit.trail_viewed"] } },
      select: { action: true, actorEmail: true, ipAddress: true, details: true },
      orderBy: { id: "asc" },
    });
  }

  it("records the staff list, everyone's sessions and the trail (with its filter), each time, but not one's own sessions", async () => {
    const owner = await createAdminSession(t.app, { role: "owner" });
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: owner.cookie } });
    expect((await get("/api/admin/sessions")).statusCode).toBe(200);
    expect(await readsBy(owner.admin.id)).toEqual([]);

    for (const url of ["/api/admin/staff", "/api/admin/sessions?everyone=true", "/api/admin/audit?action=staff.sign_in", "/api/admin/staff"]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    const where = { actorEmail: owner.admin.email, ipAddress: "127.0.0.1" };
    expect(await readsBy(owner.admin.id)).toEqual([
      { action: "staff.staff_list_viewed", ...where, details: null },
      { action: "staff.all_sessions_viewed", ...where, details: null },
      { action: "audit.trail_viewed", ...where, details: { action: "staff.sign_in" } },
      { action: "staff.staff_list_viewed", ...where, details: null },
    ]);
  });

  it("records nothing for a receptionist asking for everyone's sessions: they get their own", async () => {
    const reception = await createAdminSession(t.app);
    const response = await t.app.inject({ method: "GET", url: "/api/admin/sessions?everyone=true", headers: { cookie: reception.cookie } });
    expect(response.statusCode).toBe(200);
    expect(await readsBy(reception.admin.id)).toEqual([]);
  });
});
