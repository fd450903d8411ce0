import { describe, expect, it } from "vitest";
import type { ContactEnquiryRequestInput } from "../../../src/shared/enquiries/contact-enquiry-request.ts";
import { ENQUIRY_MESSAGES } from "../../../src/shared/enquiries/enquiry-messages.ts";
import { contactEnquiry, eventEnquiry, guestEmail } from "../../factories/enquiries.ts";
import { callerOf, fieldErrorsOfCall } from "../helpers/app-caller.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

describe("enquiries.submitContact (POST /api/inquiries/contact) through createCaller", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10000", STAFF_EMAIL: "front-desk@courtfield.example.com" });
  const counts = async () => ({
    enquiries: await t.db.prisma.contactInquiry.count(),
    mail: await t.db.prisma.outboxMessage.count(),
  });

  it("stores the enquiry as new with its source page, and its two e-mails in the outbox (and, ticked, the newsletter's confirmation)", async () => {
    const guest = contactEnquiry({ name: "  Zoë d'Arcy-Smith ", email: " Zoe.DArcy@Example.com ", phone: "+44 (0)1632 960 123", marketingOptIn: true });
    const receipt = await callerOf(t.app).enquiries.submitContact(guest);
    expect(receipt).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown, status: "new", receivedAt: expect.any(String) as unknown });

    const stored = await t.db.prisma.contactInquiry.findUniqueOrThrow({ where: { id: receipt.id } });
    expect(stored).toMatchObject({
      name: "Zoë d'Arcy-Smith",
      email: "zoe.darcy@example.com",
      phone: "+441632960123",
      subject: "booking",
      message: guest.message,
      marketingOptIn: true,
      status: "new",
      source: "/contact",
    });
    expect(stored.createdAt.toISOString()).toBe(receipt.receivedAt);

    const mail = await t.db.prisma.outboxMessage.findMany({
      where: { OR: [{ to: "zoe.darcy@example.com" }, { replyTo: "zoe.darcy@example.com" }] },
      select: { kind: true, to: true, replyTo: true, status: true, attempts: true },
      orderBy: { kind: "asc" },
    });
    expect(mail).toEqual([
      { kind: "enquiry_acknowledgement", to: "zoe.darcy@example.com", replyTo: null, status: "pending", attempts: 0 },
      { kind: "enquiry_staff_notice", to: "front-desk@courtfield.example.com", replyTo: "zoe.darcy@example.com", status: "pending", attempts: 0 },
      // The marketing tick asks the guest to confirm the newsletter (ADR 015).
      { kind: "newsletter_confirmation", to: "zoe.darcy@example.com", replyTo: null, status: "pending", attempts: 0 },
    ]);
  });

  it("keeps the guest's words as written, in the database and in the staff notice, escaped in its HTML (ADR 060)", async () => {
    const message = "money = 200 pounds; kids < 5; arriving Monday=late";
    const email = guestEmail("prose");
    const receipt = await callerOf(t.app).enquiries.submitContact(contactEnquiry({ email, message: `${message} <script>alert(1)</script>` }));
    const stored = await t.db.prisma.contactInquiry.findUniqueOrThrow({ where: { id: receipt.id }, select: { message: true } });
    expect(stored.message).toBe(`${message} alert(1)`);
    const notice = await t.db.prisma.outboxMessage.findFirstOrThrow({ where: { kind: "enquiry_staff_notice", replyTo: email }, select: { text: true, html: true } });
    expect(notice.text).toContain(message);
    expect(notice.html).toContain("money = 200 pounds; kids &lt; 5; arriving Monday=late");
    expect(notice.html).not.toContain("<script");
  });

  it("acknowledges an address at most once a day; staff hear of every enquiry (ADR 061)", async () => {
    const email = guestEmail("repeat");
    const acknowledgements = () => t.db.prisma.outboxMessage.count({ where: { kind: "enquiry_acknowledgement", to: email } });
    const notices = () => t.db.prisma.outboxMessage.count({ where: { kind: "enquiry_staff_notice", replyTo: email } });
    await callerOf(t.app).enquiries.submitContact(contactEnquiry({ email }));
    await callerOf(t.app).enquiries.submitContact(contactEnquiry({ email, message: "A second message, an hour later." }));
    await callerOf(t.app).enquiries.submitEvent(eventEnquiry({ email }));
    expect(await acknowledgements()).toBe(1);
    expect(await notices()).toBe(3);
    // A day later the address is acknowledged again.
    await t.db.prisma.outboxMessage.updateMany({ where: { to: email }, data: { createdAt: new Date(Date.now() - 86_400_001) } });
    await callerOf(t.app).enquiries.submitContact(contactEnquiry({ email }));
    expect(await acknowledgements()).toBe(2);
  });

  it("refuses an e-mail address with markup instead of cleaning it into another address", async () => {
    const before = await counts();
    await expect(fieldErrorsOfCall(callerOf(t.app).enquiries.submitContact(contactEnquiry({ email: "<script>@x.com" })))).resolves.toEqual({
      email: "Please enter a valid email address",
    });
    expect(await counts()).toEqual(before);
  });

  it("takes the page a form names as the source, and no phone (it is optional on the contact form)", async () => {
    const receipt = await callerOf(t.app).enquiries.submitContact(contactEnquiry({ phone: "", source: "/rooms/room-12", subject: undefined }));
    await expect(t.db.prisma.contactInquiry.findUniqueOrThrow({ where: { id: receipt.id }, select: { phone: true, source: true, subject: true } })).resolves.toEqual({
      phone: null,
      source: "/rooms/room-12",
      subject: "general",
    });
  });

  it("answers a bot that filled the hidden website field as if all went well, storing and sending nothing", async () => {
    const before = await counts();
    const receipt = await callerOf(t.app).enquiries.submitContact(contactEnquiry({ website: "https://spam.example" }));
    expect(receipt).toMatchObject({ status: "new", id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });
    await expect(counts()).resolves.toEqual(before);
  });

  it.each([
    ["a missing name", { name: undefined }, { name: "Name is required" }],
    ["a one-letter name", { name: "J" }, { name: "Name must be at least 2 characters" }],
    ["a 51-letter name", { name: "J".repeat(51) }, { name: "Name must be less than 50 characters" }],
    ["digits in the name", { name: "Jane 2" }, { name: "Name can only contain letters, spaces, hyphens, apostrophes, and periods" }],
    ["markup that leaves too little name", { name: "<b>J</b>" }, { name: "Name must be at least 2 characters" }],
    ["a missing email", { email: undefined }, { email: "Email is required" }],
    ["a blank email", { email: "   " }, { email: "Email is required" }],
    ["a malformed email", { email: "jane@" }, { email: "Please enter a valid email address" }],
    ["an email over 254 characters", { email: `${"a".repeat(250)}@example.com` }, { email: "Email address is too long" }],
    ["letters in the phone", { phone: "01632 CALL ME" }, { phone: "Please enter a valid phone number" }],
    ["a short phone", { phone: "01632 96" }, { phone: "Phone number must be between 10 and 15 digits" }],
    ["an unknown subject", { subject: "spam" }, { subject: "Please enter a valid subject" }],
    ["a missing message", { message: undefined }, { message: "Message is required" }],
    ["a short message", { message: "Hi there" }, { message: "Message must be at least 10 characters" }],
    ["a message over 1000 characters", { message: "x".repeat(1001) }, { message: "Message must be less than 1000 characters" }],
    ["a non-boolean marketing choice", { marketingOptIn: "yes" }, { marketingOptIn: "Please enter a valid marketing choice" }],
    ["a source that is not a site path", { source: "https://evil.example/x" }, { source: "Please enter a valid source page" }],
    ["a malformed idempotency key", { idempotencyKey: "abc" }, { idempotencyKey: "Please enter a valid idempotency key" }],
  ])("refuses %s with the spec's message and changes nothing", async (_case, override, expected) => {
    const before = await counts();
    const input = { ...contactEnquiry(), ...override } as unknown as ContactEnquiryRequestInput;
    await expect(fieldErrorsOfCall(callerOf(t.app).enquiries.submitContact(input))).resolves.toEqual(expected);
    await expect(counts()).resolves.toEqual(before);
  });

  it("reports every field's problem at once", async () => {
    const errors = await fieldErrorsOfCall(callerOf(t.app).enquiries.submitContact({ name: "", email: "x", message: "" }));
    expect(errors).toEqual({ name: "Name is required", email: "Please enter a valid email address", message: "Message is required" });
  });

  it("keeps the spec's success wording for the form to show", () => {
    expect(ENQUIRY_MESSAGES.CONTACT_SUCCESS).toBe("Thank you for your message! We'll get back to you within 24 hours.");
    expect(guestEmail()).toMatch(/@example\.com$/);
  });
});
