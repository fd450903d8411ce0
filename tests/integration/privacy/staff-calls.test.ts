import { describe, expect, it } from "vitest";
import { guestEmail } from "../../factories/enquiries.ts";
import { londonToday } from "../../../src/shared/dates.ts";
import { privacyRequestStaffViewSchema } from "../../../src/shared/privacy/privacy-admin-requests.ts";
import { createAdminSession } from "../helpers/admin-session.ts";
import { callerOf, RECEPTIONIST } from "../helpers/app-caller.ts";
import { useTestApp } from "../helpers/use-test-app.ts";
import { ERASURE_HASH_KEY, mailedLink, pressButton } from "./privacy-helpers.ts";

describe("staff calls on data requests: list and update, audited, refused without a session", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10000", ERASURE_HASH_KEY });

  async function confirmedAccessRequest(email: string): Promise<string> {
    const sent = await t.app.inject({ method: "POST", url: "/api/gdpr/data-request", payload: { email, fullName: "Sam Doe" } });
    await pressButton(t.app, await mailedLink(t.db.prisma, email, "privacy_request_confirmation"));
    return sent.json<{ data: { id: string } }>().data.id;
  }

  it("refuses both calls without a staff session", async () => {
    await expect(callerOf(t.app).privacy.admin.list({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(callerOf(t.app).privacy.admin.update({ id: "4d7e6b0e-0000-4000-8000-000000000999", status: "completed" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("lists the requests with their due dates and records the read in the audit trail first", async () => {
    const email = guestEmail("listed");
    const id = await confirmedAccessRequest(email);
    const auditBefore = await t.db.prisma.auditEvent.count({ where: { action: "privacy.requests_viewed" } });
    const rows = await callerOf(t.app, RECEPTIONIST).privacy.admin.list({ type: "access" });
    const row = rows.find((request) => request.id === id);
    expect(row).toMatchObject({ type: "access", status: "completed", email, fullName: "Sam Doe", dueAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown, overdue: false });
    const audit = await t.db.prisma.auditEvent.findMany({ where: { action: "privacy.requests_viewed" }, select: { actorId: true, details: true } });
    expect(audit).toHaveLength(auditBefore + 1);
    expect(audit.at(-1)).toEqual({ actorId: RECEPTIONIST.id, details: { type: "access" } });
  });

  it("changes status and note, extends once by two months with the reason e-mailed, and audits each change without the address", async () => {
    const email = guestEmail("extended");
    const id = await confirmedAccessRequest(email);
    const staff = callerOf(t.app, RECEPTIONIST);
    const reopened = await staff.privacy.admin.update({ id, status: "in_progress", staffNote: "Checking the paper files too." });
    expect(reopened).toMatchObject({ status: "in_progress", staffNote: "Checking the paper files too.", completedAt: null });

    const { confirmedAt } = await t.db.prisma.privacyRequest.findUniqueOrThrow({ where: { id }, select: { confirmedAt: true } });
    const extended = await staff.privacy.admin.update({ id, extensionReason: "We must search our archived paper registration cards." });
    // Three calendar months after the confirmation's day in the hotel's calendar, in the same month
    // even where that month is shorter (29 November -> 28 February, not 1 March: the ICO's reading).
    const confirmedDay = londonToday(confirmedAt ?? new Date(0));
    const dueMonth = new Date(Date.UTC(Number(confirmedDay.slice(0, 4)), Number(confirmedDay.slice(5, 7)) - 1 + 3, 1)).toISOString().slice(0, 7);
    expect(extended.dueAt?.slice(0, 7)).toBe(dueMonth);
    const mail = await t.db.prisma.outboxMessage.findFirst({ where: { to: email, kind: "privacy_request_extended" }, select: { text: true } });
    expect(mail?.text).toContain("We must search our archived paper registration cards.");
    await expect(staff.privacy.admin.update({ id, extensionReason: "Another reason that is long enough." })).rejects.toMatchObject({ code: "CONFLICT", message: "This request has already been extended." });

    const audit = await t.db.prisma.auditEvent.findMany({ where: { action: "privacy.request_updated", targetId: id }, select: { targetType: true, details: true, actorEmail: true } });
    expect(audit).toEqual([
      { targetType: "privacy_request", details: { status: "in_progress", noteChanged: true }, actorEmail: RECEPTIONIST.email },
      { targetType: "privacy_request", details: { extended: true }, actorEmail: RECEPTIONIST.email },
    ]);
    expect(JSON.stringify(audit)).not.toContain(email);
  });

  it("refuses an unknown request and a status staff may not set", async () => {
    const staff = callerOf(t.app, RECEPTIONIST);
    await expect(staff.privacy.admin.update({ id: "4d7e6b0e-0000-4000-8000-000000000999", status: "completed" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(staff.privacy.admin.update({ id: "4d7e6b0e-0000-4000-8000-000000000999", status: "awaiting_confirmation" as "completed" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("answers the same calls at /api/admin/privacy-requests for the admin screen, and refuses them without a session", async () => {
    const id = await confirmedAccessRequest(guestEmail("rest"));
    const staff = await createAdminSession(t.app);
    const listed = await t.app.inject({ method: "GET", url: "/api/admin/privacy-requests?type=access", headers: { cookie: staff.cookie } });
    expect(listed.statusCode).toBe(200);
    // The admin screen reads the answer with this schema: the server's view must match it.
    const parsed = privacyRequestStaffViewSchema.array().parse(listed.json<{ data: unknown }>().data);
    expect(parsed.map((request) => request.id)).toContain(id);
    const updated = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/privacy-requests/${id}`,
      headers: { cookie: staff.cookie, origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      payload: { status: "in_progress" },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ data: { status: string } }>().data.status).toBe("in_progress");
    expect((await t.app.inject({ method: "GET", url: "/api/admin/privacy-requests" })).statusCode).toBe(401);
  });
});
