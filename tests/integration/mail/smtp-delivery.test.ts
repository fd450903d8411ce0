import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addYears, londonToday } from "../../../src/shared/dates.ts";
import { hotel } from "../../../content/hotel.ts";
import { startFakeSmtpServer, type FakeSmtpServer } from "../../fakes/smtp.ts";
import { contactEnquiry, eventEnquiry } from "../../factories/enquiries.ts";
import { CONFIRMATION_SUBJECT } from "../../../src/server/services/mail/newsletter-confirmation.ts";
import { callerOf } from "../helpers/app-caller.ts";
import { useTestAppWith } from "../helpers/use-test-app.ts";

const STAFF = "front-desk@courtfield.example.com";

describe("enquiry e-mails through a real SMTP server on loopback", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterAll(() => smtp.close());
  const t = useTestAppWith(() => ({ config: { SMTP_URL: smtp.url, STAFF_EMAIL: STAFF, MAIL_FROM: "stay@courtfield.example.com" } }));

  it("sends the guest's acknowledgement and the staff notice, each once, with escaped guest text", async () => {
    const guest = contactEnquiry({
      name: "Anne-Marie O'Brien",
      message: `Fish & chips for "two" <script>alert(1)</script> please & thanks`,
      subject: "feedback",
      marketingOptIn: true,
    });
    const receipt = await callerOf(t.app).enquiries.submitContact(guest);
    const before = smtp.received.length;
    // The marketing tick also starts the newsletter's double opt-in (ADR 015): a third message.
    await expect(t.app.mailOutbox.runOnce()).resolves.toEqual({ sent: 3, retrying: 0, failed: 0, cancelled: 0 });
    const mails = (await smtp.waitFor(before + 3)).slice(before);

    const toGuest = mails.filter((mail) => mail.recipients.includes(guest.email));
    expect(toGuest.map((mail) => mail.subject).sort()).toEqual([CONFIRMATION_SUBJECT, `We've received your enquiry — ${hotel.name}`].sort());
    const acknowledgement = toGuest.find((mail) => mail.subject !== CONFIRMATION_SUBJECT);
    const notice = mails.find((mail) => mail.recipients.includes(STAFF));
    expect(acknowledgement?.recipients).toEqual([guest.email]);
    expect(notice?.recipients).toEqual([STAFF]);

    expect(acknowledgement?.subject).toBe(`We've received your enquiry — ${hotel.name}`);
    expect(acknowledgement?.headers.get("from")).toContain("<stay@courtfield.example.com>");
    // RFC 3834: no auto-responder answers an automatic acknowledgement.
    expect(acknowledgement?.headers.get("auto-submitted")).toBe("auto-replied");
    expect(notice?.headers.get("auto-submitted")).toBe("auto-generated");
    expect(acknowledgement?.text).toContain("Hello,");
    expect(acknowledgement?.text).toContain("within 24 hours");
    // Nothing the sender wrote goes back out from the hotel's address (ADR 061).
    for (const guestWords of ["Anne-Marie", "O'Brien", "O&#39;Brien", "Fish", "chips", "alert"]) {
      expect(acknowledgement?.text).not.toContain(guestWords);
      expect(acknowledgement?.html).not.toContain(guestWords);
    }

    const reference = receipt.id.replaceAll("-", "").slice(0, 8).toUpperCase();
    expect(notice?.subject).toBe(`New contact enquiry from Anne-Marie O'Brien (${reference})`);
    expect(notice?.headers.get("reply-to")).toBe(guest.email);
    for (const detail of [guest.email, "01632 960123", "Feedback", "Yes, opted in", "/contact", reference]) {
      expect(notice?.text).toContain(detail);
      expect(notice?.html).toContain(detail);
    }
    expect(notice?.html).toContain("Anne-Marie O&#39;Brien");
    expect(notice?.text).toContain(`Fish & chips for "two" alert(1) please & thanks`);
    expect(notice?.html).toContain("Fish &amp; chips for &quot;two&quot; alert(1) please &amp; thanks");
    expect(notice?.html).not.toMatch(/<script|Fish & chips/);

    // The Message-ID is the outbox row's, so a resend would be recognisable.
    const rows = await t.db.prisma.outboxMessage.findMany({ select: { messageId: true, status: true, attempts: true, sentAt: true } });
    expect(rows.map((row) => row.messageId).sort()).toEqual(mails.map((mail) => mail.messageId).sort());
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1 && row.sentAt !== null)).toBe(true);
  });

  it("sends an event enquiry's details to staff and the 24-hour promise to the guest", async () => {
    // A date within the venues' three-year horizon, a year from today.
    const eventDate = addYears(londonToday(), 1);
    const guest = eventEnquiry({ eventType: "conference", eventDate, guests: 40, message: undefined });
    const spelledOut = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${eventDate}T00:00:00Z`));
    await callerOf(t.app).enquiries.submitEvent(guest);
    const before = smtp.received.length;
    await t.app.mailOutbox.runOnce();
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    const notice = mails.find((mail) => mail.recipients.includes(STAFF));
    const acknowledgement = mails.find((mail) => mail.recipients.includes(guest.email));
    expect(acknowledgement?.subject).toBe(`We've received your enquiry — ${hotel.name}`);
    expect(acknowledgement?.text).toContain("We've received your conference enquiry and will reply within 24 hours.");
    expect(notice?.subject).toMatch(/^New conference enquiry from Priya Shah \([0-9A-F]{8}\)$/);
    for (const detail of ["Conference", spelledOut, "Guests: 40", "Phone: 07700 900123", "/events/conferences", "(no message)"]) {
      expect(notice?.text).toContain(detail);
    }
  });
});
