import type { Prisma } from "../../db/prisma.ts";
import { addonBookingBaseSelect } from "../addons/addon-booking-select.ts";
import { narrowedSelect } from "../core/narrowed-select.ts";
import { anonymisedAddonBookingData } from "../addons/anonymised-addon-booking.ts";
import { containsLiterally } from "../core/contains-pattern.ts";
import { normalisedEmail } from "../../../shared/validation/email-field.ts";

type Tx = Prisma.TransactionClient;


export interface ErasureCounts {
  contactEnquiries: number;
  eventEnquiries: number;
  consentRecords: number;
  newsletter: number;
  unpaidAddonBookings: number;
  emails: number;
  /** Paid add-on bookings kept, anonymised, for the 7-year payment record. */
  anonymisedAddonBookings: number;
  /** Suppression entries kept as a keyed hash, so marketing still cannot reach the address. */
  hashedSuppressions: number;
}

/**
 * Erases the address's personal data in one transaction (ADR 022): enquiries, consent records,
 * the newsletter row, unpaid add-on bookings and every e-mail copy that names it go; paid add-on
 * bookings stay for the payment record with the guest's details replaced; the suppression entry
 * and the data requests keep only the keyed hash of the address. With `createdBefore`, only what
 * was written by then (an erasure applied again after a restore leaves what the person gave later).
 */
export async function erasePersonalData(tx: Tx, address: string, emailHash: string, at: Date, createdBefore?: Date): Promise<ErasureCounts> {
  // The address is compared exactly and searched for literally: in SQL's LIKE `_` and `%` are wildcards.
  const email = normalisedEmail(address);
  const written = createdBefore ? { createdAt: { lte: createdBefore } } : {};
  const contactEnquiries = (await tx.contactInquiry.deleteMany({ where: { email, ...written } })).count;
  const eventEnquiries = (await tx.eventInquiry.deleteMany({ where: { email, ...written } })).count;
  const consentRecords = (await tx.consentRecord.deleteMany({ where: { email, ...written } })).count;
  const newsletter = (await tx.newsletterSubscriber.deleteMany({ where: { email, ...written } })).count;

  const hashedSuppressions = await hashSuppression(tx, email, emailHash, newsletter > 0, at, written);

  const bookings = await tx.addonBooking.findMany({
    where: { guestEmail: email, ...written },
    select: narrowedSelect(addonBookingBaseSelect, ["id", "paymentStatus", "paidAt", "petDetails"]),
  });
  const paid = bookings.filter((booking) => booking.paidAt !== null && (booking.paymentStatus === "succeeded" || booking.paymentStatus === "cancelled"));
  const unpaid = bookings.filter((booking) => !paid.includes(booking));
  for (const booking of paid) {
    await tx.addonBooking.update({
      where: { id: booking.id },
      data: anonymisedAddonBookingData(booking.petDetails, at),
      select: { id: true },
    });
  }
  if (unpaid.length) await tx.addonBooking.deleteMany({ where: { id: { in: unpaid.map((booking) => booking.id) } } });

  // Copies of e-mails: those to the address and staff notices that quote it as a whole address.
  const quoting = await tx.outboxMessage.findMany({
    where: { OR: [{ to: email }, { replyTo: email }, { text: containsLiterally(email) }, { html: containsLiterally(email) }, { subject: containsLiterally(email) }], ...written },
    select: { id: true, to: true, replyTo: true, text: true, html: true, subject: true },
  });
  const quotes = wholeAddressIn(email);
  const copies = quoting.filter((mail) => mail.to === email || mail.replyTo === email || [mail.text, mail.html, mail.subject].some((part) => part !== null && quotes.test(part)));
  const emails = (await tx.outboxMessage.deleteMany({ where: { id: { in: copies.map((mail) => mail.id) } } })).count;

  await tx.privacyRequest.updateMany({ where: { emailHash, ...written }, data: { email: null, fullName: null, reason: null } });

  return {
    contactEnquiries,
    eventEnquiries,
    consentRecords,
    newsletter,
    unpaidAddonBookings: unpaid.length,
    emails,
    anonymisedAddonBookings: paid.length,
    hashedSuppressions,
  };
}

/** `email` standing alone in a text, any case: not the tail of `ada@…` when the address is `a@…`. */
function wholeAddressIn(email: string): RegExp {
  const literal = email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w.%+'-])${literal}(?![\\w.-])`, "i");
}

/**
 * The suppression entry keeps stopping marketing without the address: it is rewritten as the keyed
 * hash (one is added when a newsletter subscription was erased).
 */
async function hashSuppression(tx: Tx, email: string, emailHash: string, hadNewsletter: boolean, at: Date, written: { createdAt?: { lte: Date } }): Promise<number> {
  const plain = await tx.suppressionEntry.findMany({ where: { email, ...written }, select: { id: true, reason: true } });
  if (!plain.length && !hadNewsletter) return 0;
  await tx.suppressionEntry.deleteMany({ where: { email, ...written } });
  await tx.suppressionEntry.upsert({
    where: { email: emailHash },
    create: { email: emailHash, reason: plain[0]?.reason ?? "Personal data erased on request", createdAt: at },
    update: {},
    select: { id: true },
  });
  return 1;
}

/** The outcome in words for the page and the request row: what went, what stayed and why. */
export function erasureOutcome(counts: ErasureCounts): { erased: string[]; kept: string[] } {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const erased: [number, string, string][] = [
    [counts.contactEnquiries, "contact form message", "contact form messages"],
    [counts.eventEnquiries, "event enquiry", "event enquiries"],
    [counts.consentRecords, "consent record", "consent records"],
    [counts.newsletter, "newsletter subscription", "newsletter subscriptions"],
    [counts.unpaidAddonBookings, "unpaid add-on booking", "unpaid add-on bookings"],
    [counts.emails, "copy of an e-mail", "copies of e-mails"],
  ];
  return {
    erased: erased.filter(([n]) => n > 0).map(([n, one, many]) => count(n, one, many)),
    kept: [
      ...(counts.anonymisedAddonBookings
        ? [
            `${count(counts.anonymisedAddonBookings, "paid add-on booking", "paid add-on bookings")}, anonymised: the amounts and dates stay for the 7-year payment record the law requires; your name, e-mail, phone, pets' names and requirements were removed.`,
          ]
        : []),
      ...(counts.hashedSuppressions
        ? ["A scrambled (keyed hash) form of your e-mail address on our suppression list, so that no marketing e-mail can reach you again unless you subscribe anew."]
        : []),
      "A record that you asked and when we answered, without your name or e-mail address.",
    ],
  };
}
