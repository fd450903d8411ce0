import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotel } from "../../../../content/hotel.ts";
import { enquiryThreadSchema, REPLY_FILL_IN } from "../../../../src/shared/enquiries/enquiry-replies.ts";
import { startFakeSmtpServer, type FakeSmtpServer } from "../../../fakes/smtp.ts";
import { storedContactEnquiry, storedEventEnquiry } from "../../../factories/enquiries.ts";
import { createAdminSession } from "../../helpers/admin-session.ts";
import { callerOf, fieldErrorsOfCall } from "../../helpers/app-caller.ts";
import { useTestAppWith } from "../../helpers/use-test-app.ts";

describe("replies, notes, templates and assignment on an enquiry, from the admin (ADR 094)", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterAll(() => smtp.close());
  const t = useTestAppWith(() => ({ config: { SMTP_URL: smtp.url, MAIL_FROM: "stay@courtfield.example.com" } }));

  it("e-mails the reply from the hotel's address, keeps it on the enquiry with who and when, marks it replied, and threads the next reply", async () => {
    const enquiry = await storedEventEnquiry(t.app.prisma, { name: "Priya Shah", email: "priya.reply@example.com", status: "read" });
    const staff = await createAdminSession(t.app);
    const caller = callerOf(t.app, staff.admin);
    const ref = { kind: "event" as const, id: enquiry.id };

    const before = smtp.received.length;
    const first = enquiryThreadSchema.parse(await caller.enquiries.admin.reply({ ...ref, subject: "Your wedding at the hotel", body: "Dear Priya,\n\nThe 14th is free.\n\nKind regards,\nAnna" }));
    expect(first.entries).toEqual([
      expect.objectContaining({ type: "reply", author: staff.admin.name, subject: "Your wedding at the hotel", body: "Dear Priya,\n\nThe 14th is free.\n\nKind regards,\nAnna", delivery: "waiting" }),
    ]);
    expect((await t.app.prisma.eventInquiry.findUniqueOrThrow({ where: { id: enquiry.id } })).status).toBe("replied");

    await t.app.mailOutbox.runOnce();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.recipients).toEqual(["priya.reply@example.com"]);
    expect(mail?.subject).toBe("Your wedding at the hotel");
    expect(mail?.headers.get("from")).toContain("<stay@courtfield.example.com>");
    // The guest's answer comes back to the hotel's inbox, not to the sending address.
    expect(mail?.headers.get("reply-to")).toBe(hotel.email);
    expect(mail?.text).toContain("The 14th is free.");
    expect(mail?.html).toContain("<p>Dear Priya,</p>");
    const firstId = mail?.headers.get("message-id");
    expect(firstId).toMatch(/^<[0-9a-f-]+@courtfield\.example\.com>$/);

    const afterSending = enquiryThreadSchema.parse(await caller.enquiries.admin.thread(ref));
    expect(afterSending.entries[0]).toMatchObject({ type: "reply", delivery: "sent" });

    await caller.enquiries.admin.reply({ ...ref, subject: "Re: Your wedding at the hotel", body: "Dear Priya,\n\nA visit on Saturday suits us.\n\nAnna" });
    await t.app.mailOutbox.runOnce();
    const [second] = (await smtp.waitFor(before + 2)).slice(before + 1);
    expect(second?.headers.get("in-reply-to")).toBe(firstId);
    expect(second?.headers.get("references")).toBe(firstId);

    const trail = await t.app.prisma.auditEvent.findMany({ where: { action: "inquiries.replied", targetId: enquiry.id }, orderBy: { id: "asc" } });
    expect(trail.map((row) => [row.actorId, row.targetType, (row.details as { from: string }).from])).toEqual([
      [staff.admin.id, "event_inquiry", "read"],
      [staff.admin.id, "event_inquiry", "replied"],
    ]);
  });

  it("refuses a reply still holding a placeholder or the template's fill-in marker, and changes nothing", async () => {
    const enquiry = await storedContactEnquiry(t.app.prisma, { email: "jane.refused@example.com", status: "new" });
    const staff = await createAdminSession(t.app);
    const caller = callerOf(t.app, staff.admin);
    const ref = { kind: "contact" as const, id: enquiry.id };
    expect(await fieldErrorsOfCall(caller.enquiries.admin.reply({ ...ref, subject: "Hello", body: `Dear Jane,\n\nThe bar opens at 5.\n\n{staff_name}` }))).toEqual({
      body: "Please replace {staff_name} before sending.",
    });
    expect(await fieldErrorsOfCall(caller.enquiries.admin.reply({ ...ref, subject: "Hello", body: `Dear Jane,\n\n${REPLY_FILL_IN}` }))).toEqual({ body: `Please replace "${REPLY_FILL_IN}" with your answer.` });
    expect(await fieldErrorsOfCall(caller.enquiries.admin.reply({ ...ref, subject: "  ", body: "Dear Jane" }))).toEqual({ subject: "Subject is required" });
    expect(await t.app.prisma.enquiryEntry.count({ where: { contactInquiryId: enquiry.id } })).toBe(0);
    expect(await t.app.prisma.outboxMessage.count({ where: { to: "jane.refused@example.com", kind: "enquiry_reply" } })).toBe(0);
    expect((await t.app.prisma.contactInquiry.findUniqueOrThrow({ where: { id: enquiry.id } })).status).toBe("new");
  });

  it("keeps notes for colleagues (never e-mailed), assigns to an active colleague only, and deletes both with the enquiry", async () => {
    const enquiry = await storedContactEnquiry(t.app.prisma, { status: "read" });
    const staff = await createAdminSession(t.app);
    const colleague = await createAdminSession(t.app);
    const caller = callerOf(t.app, staff.admin);
    const ref = { kind: "contact" as const, id: enquiry.id };
    const mailBefore = await t.app.prisma.outboxMessage.count();

    const noted = await caller.enquiries.admin.note({ ...ref, body: "Rang her back: she prefers a call after 5pm." });
    expect(noted.entries).toEqual([expect.objectContaining({ type: "note", author: staff.admin.name, body: "Rang her back: she prefers a call after 5pm." })]);
    expect(await t.app.prisma.outboxMessage.count()).toBe(mailBefore);

    const assigned = await caller.enquiries.admin.assign({ ...ref, staffId: colleague.admin.id });
    expect(assigned.assignee).toEqual({ id: colleague.admin.id, name: colleague.admin.name });
    expect(assigned.colleagues.map((member) => member.id)).toEqual(expect.arrayContaining([staff.admin.id, colleague.admin.id]));

    await t.app.prisma.adminUser.update({ where: { id: staff.admin.id }, data: { disabledAt: new Date() } });
    await expect(callerOf(t.app, colleague.admin).enquiries.admin.assign({ ...ref, staffId: staff.admin.id })).rejects.toMatchObject({ message: "Please choose a colleague whose account is active." });
    expect((await t.app.prisma.contactInquiry.findUniqueOrThrow({ where: { id: enquiry.id } })).assignedToId).toBe(colleague.admin.id);
    const trail = await t.app.prisma.auditEvent.findMany({ where: { targetId: enquiry.id, action: { in: ["inquiries.note_added", "inquiries.assigned"] } }, orderBy: { id: "asc" } });
    expect(trail.map((row) => row.action)).toEqual(["inquiries.note_added", "inquiries.assigned"]);

    // The guest's erasure (or the retention purge) deletes the enquiry: its notes go with it.
    await t.app.prisma.contactInquiry.delete({ where: { id: enquiry.id } });
    expect(await t.app.prisma.enquiryEntry.count({ where: { contactInquiryId: enquiry.id } })).toBe(0);
  });

  it("starts with the hotel's templates, lets an owner change them and reception only read them", async () => {
    const owner = await createAdminSession(t.app, { role: "owner" });
    const reception = await createAdminSession(t.app);
    const templates = await callerOf(t.app, reception.admin).enquiries.admin.templates();
    expect(templates.map((template) => template.name)).toEqual(["General reply", "Room booking question", "Wedding: the date and a visit", "Conference, meeting or party"]);
    expect(templates[2]?.body).toContain("{guest_name}");

    const saved = await callerOf(t.app, owner.admin).enquiries.admin.saveTemplate({ name: "Dogs welcome", subject: "Your stay with your dog", body: "Dear {guest_name},\n\nDogs are welcome.\n\n{staff_name}" });
    expect(saved.at(-1)).toMatchObject({ name: "Dogs welcome" });
    await expect(callerOf(t.app, owner.admin).enquiries.admin.saveTemplate({ name: "Dogs welcome", subject: "Again", body: "Hello" })).rejects.toMatchObject({ message: "Another template already has this name." });
    expect(await fieldErrorsOfCall(callerOf(t.app, owner.admin).enquiries.admin.saveTemplate({ name: "Typo", subject: "Hi", body: "Dear {guest}" }))).toEqual({
      body: "Unknown placeholder {guest}: use {guest_name}, {reference}, {event_type}, {event_date}, {guests}, {staff_name}, {hotel_name}, {reception_phone}.",
    });
    await expect(callerOf(t.app, reception.admin).enquiries.admin.saveTemplate({ name: "Mine", subject: "Hi", body: "Hello" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await callerOf(t.app, reception.admin).enquiries.admin.templates()).map((template) => template.name)).not.toContain("Mine");
  });
});
