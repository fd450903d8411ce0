import { randomUUID } from "node:crypto";
import type { ConsentRequestInput } from "../../src/shared/enquiries/consent-request.ts";
import type { ContactEnquiryRequestInput } from "../../src/shared/enquiries/contact-enquiry-request.ts";
import type { EventEnquiryRequestInput } from "../../src/shared/enquiries/event-enquiry-request.ts";
import { addDays, londonToday } from "../../src/shared/dates.ts";
import type { Prisma, PrismaClient } from "../../src/server/db/prisma.ts";

/** A unique address under example.com (never a real inbox). */
export function guestEmail(label = "guest"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export function idempotencyKey(): string {
  return randomUUID();
}

/** A contact form as a guest would send it; each call has its own e-mail address. */
export function contactEnquiry(overrides: Partial<ContactEnquiryRequestInput> = {}): ContactEnquiryRequestInput {
  return {
    name: "Jane O'Neill",
    email: guestEmail(),
    phone: "01632 960123",
    subject: "booking",
    message: "Do you have a twin room free on the 14th of March?",
    marketingOptIn: false,
    ...overrides,
  };
}

/** A wedding enquiry for a date a few months ahead; each call has its own e-mail address. */
export function eventEnquiry(overrides: Partial<EventEnquiryRequestInput> = {}): EventEnquiryRequestInput {
  return {
    name: "Priya Shah",
    email: guestEmail(),
    phone: "07700 900123",
    eventType: "wedding",
    eventDate: addDays(londonToday(), 120),
    guests: 80,
    message: "A summer wedding with a garden ceremony if the weather allows.",
    marketingOptIn: false,
    consent: true,
    ...overrides,
  };
}

export function consentRecord(overrides: Partial<ConsentRequestInput> = {}): ConsentRequestInput {
  return { email: guestEmail(), marketing: true, analytics: false, ...overrides };
}

type Db = Pick<PrismaClient, "contactInquiry" | "eventInquiry" | "newsletterSubscriber">;

/** A stored contact enquiry, as the form would have left it (new unless told), straight into the database. */
export function storedContactEnquiry(prisma: Db, overrides: Partial<Prisma.ContactInquiryUncheckedCreateInput> = {}) {
  return prisma.contactInquiry.create({
    data: {
      id: randomUUID(),
      name: "Jane O'Neill",
      email: guestEmail("contact"),
      phone: "01632 960123",
      subject: "booking",
      message: "Do you have a twin room free on the 14th of March?",
      marketingOptIn: false,
      source: "/contact",
      ...overrides,
    },
    select: { id: true, createdAt: true },
  });
}

/** A stored event enquiry (a wedding with no date unless told), straight into the database. */
export function storedEventEnquiry(prisma: Db, overrides: Partial<Prisma.EventInquiryUncheckedCreateInput> = {}) {
  return prisma.eventInquiry.create({
    data: {
      id: randomUUID(),
      name: "Priya Shah",
      email: guestEmail("event"),
      phone: "07700 900123",
      eventType: "wedding",
      guests: 80,
      message: "A summer wedding with a garden ceremony if the weather allows.",
      marketingOptIn: false,
      source: "/events/weddings",
      ...overrides,
    },
    select: { id: true, createdAt: true },
  });
}

/** A stored newsletter address (subscribed unless told). */
export function storedNewsletterSubscriber(prisma: Db, overrides: Partial<Prisma.NewsletterSubscriberUncheckedCreateInput> = {}) {
  const status = overrides.status ?? "subscribed";
  return prisma.newsletterSubscriber.create({
    data: { email: guestEmail("news"), status, consent: status === "subscribed", source: "footer", unsubscribeToken: randomUUID(), ...overrides },
    select: { id: true, createdAt: true },
  });
}

const SEED_BATCH = 2_000;
const EVENT_TYPES_CYCLE = ["wedding", "conference", "party"] as const;
const SUBJECTS_CYCLE = ["general", "booking", "event", "feedback"] as const;
const STATUSES_CYCLE = ["new", "read", "replied", "closed"] as const;
const NEWSLETTER_CYCLE = ["subscribed", "pending", "unsubscribed"] as const;

/**
 * `count` rows for load tests of the Inquiries tab: 45% contact, 45% event, 10% newsletter,
 * spread over the last two years, written with createMany in batches.
 */
export async function seedInquiries(prisma: Db, count: number, now = new Date()): Promise<{ contact: number; event: number; newsletter: number }> {
  const contact = Math.floor(count * 0.45);
  const event = Math.floor(count * 0.45);
  const newsletter = count - contact - event;
  const twoYears = 2 * 365 * 86_400_000;
  const at = (index: number, of: number) => new Date(now.getTime() - Math.floor((index / Math.max(1, of)) * twoYears) - (index % 997));
  const run = randomUUID().slice(0, 8);
  for (let first = 0; first < contact; first += SEED_BATCH) {
    const size = Math.min(SEED_BATCH, contact - first);
    await prisma.contactInquiry.createMany({
      data: Array.from({ length: size }, (_, offset) => {
        const index = first + offset;
        return {
          id: randomUUID(),
          name: `Seed Contact ${index}`,
          email: `seed-contact-${run}-${index}@example.com`,
          phone: index % 3 === 0 ? null : "01632 960123",
          subject: SUBJECTS_CYCLE[index % SUBJECTS_CYCLE.length] ?? "general",
          message: `Seeded message number ${index} about a room for two nights in the spring.`,
          marketingOptIn: false,
          status: STATUSES_CYCLE[index % STATUSES_CYCLE.length] ?? "new",
          source: "/contact",
          createdAt: at(index, contact),
        };
      }),
    });
  }
  for (let first = 0; first < event; first += SEED_BATCH) {
    const size = Math.min(SEED_BATCH, event - first);
    await prisma.eventInquiry.createMany({
      data: Array.from({ length: size }, (_, offset) => {
        const index = first + offset;
        return {
          id: randomUUID(),
          name: `Seed Event ${index}`,
          email: `seed-event-${run}-${index}@example.com`,
          phone: "07700 900123",
          eventType: EVENT_TYPES_CYCLE[index % EVENT_TYPES_CYCLE.length] ?? "wedding",
          eventDate: index % 5 === 0 ? null : new Date(Date.UTC(2027, 0, 1) + (index % 900) * 86_400_000),
          guests: 20 + (index % 100),
          message: index % 4 === 0 ? null : `Seeded event enquiry ${index}.`,
          marketingOptIn: false,
          status: STATUSES_CYCLE[index % STATUSES_CYCLE.length] ?? "new",
          source: "/events/weddings",
          createdAt: at(index, event),
        };
      }),
    });
  }
  for (let first = 0; first < newsletter; first += SEED_BATCH) {
    const size = Math.min(SEED_BATCH, newsletter - first);
    await prisma.newsletterSubscriber.createMany({
      data: Array.from({ length: size }, (_, offset) => {
        const index = first + offset;
        const status = NEWSLETTER_CYCLE[index % NEWSLETTER_CYCLE.length] ?? "subscribed";
        return {
          email: `seed-news-${run}-${index}@example.com`,
          status,
          consent: status !== "pending",
          source: "footer",
          unsubscribeToken: randomUUID(),
          createdAt: at(index, newsletter),
        };
      }),
    });
  }
  return { contact, event, newsletter };
}
