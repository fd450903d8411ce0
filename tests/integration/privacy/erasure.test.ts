import { describe, expect, it } from "vitest";
import { erasedEmailHash, isSuppressed } from "../../../src/server/services/privacy/erasure-hash.ts";
import { DATA_REQUEST_MESSAGES } from "../../../src/shared/privacy/privacy-messages.ts";
import { createAddonBooking } from "../../factories/addon-bookings.ts";
import { contactEnquiry, eventEnquiry, guestEmail } from "../../factories/enquiries.ts";
import { callerOf, RECEPTIONIST } from "../helpers/app-caller.ts";
import { useTestApp } from "../helpers/use-test-app.ts";
import { columnsHolding, ERASURE_HASH_KEY, mailedLink, pressButton, uniqueName, uniquePhone } from "./privacy-helpers.ts";

describe("erasure: the subject's e-mail, name and phone leave every table; payment records stay, anonymised", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10000", ERASURE_HASH_KEY });

  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload: payload as Record<string, unknown> });

  /** Sends a request of `type` for `email` and presses the button of the link it e-mails. */
  async function confirmedRequest(type: "access" | "delete", email: string, fullName: string, reason?: string) {
    const sent = await post(type === "access" ? "/api/gdpr/data-request" : "/api/gdpr/delete-request", { email, fullName, ...(reason ? { reason } : {}) });
    expect(sent.statusCode).toBe(202);
    return pressButton(t.app, await mailedLink(t.db.prisma, email, "privacy_request_confirmation"));
  }

  const paidRevenue = async () => (await t.db.prisma.addonBooking.aggregate({ where: { paymentStatus: "succeeded" }, _sum: { totalAmountPence: true } }))._sum.totalAmountPence ?? 0;

  it("erases everything that names the subject, keeps the paid booking anonymised with its amount, and says what was kept and why", async () => {
    const email = guestEmail("erase");
    const name = uniqueName();
    const phone = uniquePhone();
    // Someone else's data stays untouched.
    const bystander = guestEmail("bystander");
    await post("/api/inquiries/contact", contactEnquiry({ email: bystander }));
    await createAddonBooking(t.db.prisma, { guestEmail: bystander });

    // Everything the site can hold about a guest: enquiries (with staff notices and the newsletter
    // opt-in they start), a consent record, an unsubscribe (suppression), add-on bookings paid,
    // unpaid and failed, and an earlier access request with its summary e-mail.
    expect((await post("/api/inquiries/contact", contactEnquiry({ email, name, phone, marketingOptIn: true, message: `Hello, this is ${name} again.` }))).statusCode).toBe(201);
    expect((await post("/api/inquiries/event", eventEnquiry({ email, name, phone }))).statusCode).toBe(201);
    await post("/api/inquiries/consent", { email, marketing: true, analytics: false });
    await post("/api/inquiries/suppression", { email, reason: "Too many emails" });
    const paid = await createAddonBooking(t.db.prisma, { guestEmail: email, guestName: name, guestPhone: phone, pets: [{ name: "Pixelbert", type: "Cat" }], specialRequirements: `Ring ${name} on arrival` });
    await createAddonBooking(t.db.prisma, { guestEmail: email, guestName: name, guestPhone: phone, paid: false });
    await createAddonBooking(t.db.prisma, { guestEmail: email, guestName: name, guestPhone: phone, paymentStatus: "failed" });
    await confirmedRequest("access", email, name);
    // A member of staff looks at the requests: the audit trail must not pick up the address.
    await callerOf(t.app, RECEPTIONIST).privacy.admin.list({});

    const storedPhone = (await t.db.prisma.contactInquiry.findFirstOrThrow({ where: { email }, select: { phone: true } })).phone ?? "";
    for (const needle of [email, name, storedPhone, "Pixelbert"]) expect(await columnsHolding(t.db.prisma, needle)).not.toEqual([]);
    const revenueBefore = await paidRevenue();

    const answer = await confirmedRequest("delete", email, name, `Please remove everything about ${name}, thank you.`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("Your data has been deleted");
    expect(answer.body).toContain("1 contact form message");
    expect(answer.body).toContain("1 event enquiry");
    expect(answer.body).toContain("2 unpaid add-on bookings");
    expect(answer.body).toContain("Kept, and why");
    expect(answer.body).toContain("1 paid add-on booking, anonymised");
    expect(answer.body).toContain("7-year payment record");

    // No table holds the subject's e-mail, name or phone (nor the pet's name) any more.
    for (const needle of [email, name, storedPhone, phone, "Pixelbert"]) {
      expect({ needle, columns: await columnsHolding(t.db.prisma, needle) }).toEqual({ needle, columns: [] });
    }
    // The paid booking is kept for the payment record, anonymised; the revenue is unchanged.
    const kept = await t.db.prisma.addonBooking.findUniqueOrThrow({ where: { id: paid.id }, select: { totalAmountPence: true, paymentStatus: true, anonymisedAt: true, petDetails: true, specialRequirements: true } });
    expect(kept).toMatchObject({ totalAmountPence: paid.totalAmountPence, paymentStatus: "succeeded", specialRequirements: null, petDetails: [{ name: "Anonymised pet", type: "Cat" }] });
    expect(kept.anonymisedAt).toBeInstanceOf(Date);
    await expect(paidRevenue()).resolves.toBe(revenueBefore);
    // The suppression entry still stops marketing to the address, as a keyed hash.
    const hash = erasedEmailHash({ ERASURE_HASH_KEY, DATA_DIR: "unused" }, email);
    await expect(t.db.prisma.suppressionEntry.findUnique({ where: { email: hash }, select: { reason: true } })).resolves.toEqual({ reason: "Too many emails" });
    await expect(isSuppressed(t.db.prisma, { ERASURE_HASH_KEY, DATA_DIR: "unused" }, email.toUpperCase())).resolves.toBe(true);
    await expect(isSuppressed(t.db.prisma, { ERASURE_HASH_KEY, DATA_DIR: "unused" }, bystander)).resolves.toBe(false);
    // The requests stay as a record of what was asked and done, without the address or name.
    const requests = await t.db.prisma.privacyRequest.findMany({ where: { emailHash: hash }, select: { type: true, status: true, email: true, fullName: true, reason: true, outcome: true } });
    expect(requests).toHaveLength(2);
    expect(requests.every((request) => request.email === null && request.fullName === null && request.reason === null && request.status === "completed")).toBe(true);
    // The bystander's records are all still there.
    expect(await columnsHolding(t.db.prisma, bystander)).toEqual(expect.arrayContaining(["contact_inquiry.email", "addon_booking.guest_email"]));
  });

  it("refuses while a booking's check-out is still ahead, explains why, and erases nothing", async () => {
    const email = guestEmail("staying");
    const name = uniqueName();
    await post("/api/inquiries/contact", contactEnquiry({ email, name }));
    await createAddonBooking(t.db.prisma, { guestEmail: email, guestName: name, checkOutInDays: 3 });
    const answer = await confirmedRequest("delete", email, name, "I no longer want you to hold my data.");
    expect(answer.body).toContain("We could not delete your data yet");
    expect(answer.body).toContain("active bookings cannot be deleted until after check-out");
    expect(DATA_REQUEST_MESSAGES.ACTIVE_BOOKING).toContain("active bookings cannot be deleted until after check-out");
    await expect(t.db.prisma.contactInquiry.count({ where: { email } })).resolves.toBe(1);
    await expect(t.db.prisma.addonBooking.count({ where: { guestEmail: email, anonymisedAt: null } })).resolves.toBe(1);
    await expect(t.db.prisma.privacyRequest.findFirst({ where: { email, type: "delete" }, select: { status: true } })).resolves.toEqual({ status: "refused" });
  });

  it("an address we hold nothing for gets the same confirmation and a completed erasure", async () => {
    const email = guestEmail("stranger");
    const answer = await confirmedRequest("delete", email, "Sam Doe", "Just making sure you hold nothing.");
    expect(answer.body).toContain("Your data has been deleted");
    // Only our own confirmation e-mail named the address.
    expect(answer.body).toContain("<h2>Deleted</h2><ul><li>1 copy of an e-mail</li></ul>");
    expect(await columnsHolding(t.db.prisma, email)).toEqual([]);
  });
});
