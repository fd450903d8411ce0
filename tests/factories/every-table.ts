import { randomUUID } from "node:crypto";
import type { PrismaClient } from "../../src/server/db/prisma.ts";
import { storedAddonBooking } from "./addon-bookings.ts";
import { guestEmail } from "./enquiries.ts";
import { createStaffAccount } from "./staff.ts";

/**
 * At least one row in every table of the schema, with the awkward types each holds (arrays, JSON,
 * dates, enums, big integers, text with quotes and non-ASCII letters): what a backup must carry.
 * A new table needs a line here: the round-trip test names any table this leaves empty.
 */
export async function seedEveryTable(prisma: PrismaClient): Promise<void> {
  const staff = await createStaffAccount(prisma, { role: "owner" });
  const now = new Date();
  await prisma.adminSession.create({ data: { id: randomUUID().replaceAll("-", ""), userId: staff.id, expiresAt: new Date(now.getTime() + 3_600_000), userAgent: "Firefox on Linux", ipAddress: "203.0.113.7" }, select: { id: true } });
  await prisma.adminRecoveryCode.create({ data: { userId: staff.id, codeHash: randomUUID() }, select: { id: true } });
  await prisma.adminSetupToken.create({ data: { tokenHash: randomUUID() }, select: { id: true } });
  await prisma.auditEvent.create({ data: { actorId: staff.id, actorEmail: staff.email, action: "staff.sign_in", ipAddress: "203.0.113.7", details: { note: "Zoë's \"first\" shift", nested: [1, 2.5, null] } }, select: { id: true } });
  const price = await prisma.roomPrice.create({ data: { roomType: "double", date: new Date("2027-02-14"), ourPricePence: 12_500 }, select: { id: true } });
  await prisma.competitorPrice.create({ data: { roomPriceId: price.id, competitor: "The Crown & Mitre", pricePence: 13_900 }, select: { id: true } });
  await prisma.inventoryRecord.create({ data: { roomType: "twin", date: new Date("2027-02-14"), totalRooms: 4, totalInventory: 3, availableRooms: 1, lhRatePence: 11_000, syncedAt: now }, select: { id: true } });
  await prisma.inventorySync.create({ data: { trigger: "manual", status: "succeeded", startDate: new Date("2027-02-01"), endDate: new Date("2027-03-01"), recordsStored: 140, finishedAt: now }, select: { id: true } });
  await prisma.eventVenue.create({
    data: {
      id: "venue-garden-room", slug: "garden-room", name: "The Garden Room", type: "wedding", description: "Light, green and quiet",
      capacityMin: 20, capacityMax: 80, duration: "Full day", priceFromPence: 250_000, currency: "gbp", pricePer: "event",
      includes: ["Tables", "Linen"], images: ["/media/garden.jpg"], features: ["Step-free"], setupOptions: ["Banquet", "Theatre"], sortOrder: 1,
      packages: { create: { id: "package-garden-gold", name: "Gold", pricePence: 8_500, currency: "gbp", description: "Three courses", includes: ["Fizz on arrival"], popular: true, sortOrder: 1 } },
    },
    select: { id: true },
  });
  const contact = await prisma.contactInquiry.create({ data: { id: randomUUID(), name: "Siobhán O'Neill", email: guestEmail(), phone: "01632 960123", subject: "booking", message: "Two nights in March?\nThanks!", marketingOptIn: true, source: "/contact", assignedToId: staff.id }, select: { id: true } });
  await prisma.enquiryEntry.create({ data: { id: randomUUID(), contactInquiryId: contact.id, type: "note", authorId: staff.id, body: "Rang back: \"after 5pm\", Zoë", createdAt: now }, select: { id: true } });
  const eventEnquiry = await prisma.eventInquiry.create({ data: { id: randomUUID(), name: "Priya Shah", email: guestEmail(), phone: "07700 900123", eventType: "wedding", eventDate: new Date("2027-06-12"), guests: 60, message: "Garden Room", marketingOptIn: false, source: "/events/weddings" }, select: { id: true } });
  const eventBooking = await prisma.eventBooking.create({
    data: { id: randomUUID(), enquiryId: eventEnquiry.id, venueId: "venue-garden-room", eventDate: new Date("2027-06-12"), guests: 60, state: "tentative", releaseDate: new Date("2027-03-01") },
    select: { id: true },
  });
  await prisma.eventBookingChange.create({ data: { bookingId: eventBooking.id, at: now, fromState: "enquiry", toState: "tentative", byStaffId: staff.id, byStaffEmail: staff.email, releaseDate: new Date("2027-03-01"), note: "Held for Zoë's \"big day\"" }, select: { id: true } });
  const subscriber = guestEmail("reader");
  await prisma.newsletterSubscriber.create({ data: { email: subscriber, status: "subscribed", consent: true, source: "/", unsubscribeToken: randomUUID(), confirmedAt: now }, select: { id: true } });
  await prisma.suppressionEntry.create({ data: { email: guestEmail("suppressed"), reason: "User requested unsubscribe" }, select: { id: true } });
  await prisma.consentRecord.create({ data: { email: subscriber, marketing: true, analytics: false, source: "/book-addons" }, select: { id: true } });
  await prisma.addonBooking.create({ data: storedAddonBooking(), select: { id: true } });
  await prisma.stripeEvent.create({ data: { id: `evt_${randomUUID().replaceAll("-", "")}`, type: "checkout.session.completed", processedAt: now }, select: { id: true } });
  await prisma.outboxMessage.create({
    data: { id: randomUUID(), kind: "addon_confirmation", to: guestEmail(), subject: "Your pet add-on", text: "Thank you", html: "<p>Thank you</p>", headers: { "X-Entity-Ref-ID": "PET-7K3M9Q" }, attachments: [{ filename: "qr.png", contentType: "image/png", cid: "qr", contentBase64: "iVBORw0KGgo=" }], messageId: `<${randomUUID()}@example.com>` },
    select: { id: true },
  });
  await prisma.idempotencyKey.create({ data: { key: randomUUID(), fingerprint: "f".repeat(64), response: { status: 201, body: { id: randomUUID() } } }, select: { key: true } });
  await prisma.scheduledJobRun.create({ data: { name: "retention-purge", lastStartedAt: now, lastFinishedAt: now, lastResult: { contact_enquiries: 3 } }, select: { name: true } });
  await prisma.privacyRequest.create({ data: { type: "export", status: "in_progress", email: guestEmail("rights"), emailHash: randomUUID(), fullName: "Ada Lovelace", tokenExpiresAt: now, confirmedAt: now, dueAt: new Date("2027-01-01") }, select: { id: true } });
  // The site's content (ADR 098): a document with a draft, and its first version.
  const faq = { faqs: [{ id: "parking", question: "Is there parking?", answer: ["Yes – free, behind the hotel. Zoë's \"tip\": arrive before 6 PM."] }] };
  await prisma.contentDocument.create({ data: { key: "faq", kind: "faq", revision: 2, published: faq, publishedVersion: 1, draft: faq, draftSavedAt: now, draftSavedById: staff.id, draftSavedByEmail: staff.email }, select: { key: true } });
  await prisma.contentVersion.create({ data: { documentKey: "faq", version: 1, content: faq, publishedAt: now }, select: { id: true } });
}
