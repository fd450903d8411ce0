import { type EventPackage, type EventVenue, eventVenues } from "../../../../content/venues.ts";
import { AppError } from "../../errors.ts";
import type { Prisma, PrismaClient } from "../../db/prisma.ts";

// The event venues served by GET /api/events, stored in the database and kept equal to
// content/venues.ts (the words the web renders): the first read in each process copies the
// content in, so an edit of the file needs no migration (ADR 004).

export const EVENT_NOT_FOUND = "Event not found";

const venueSelect = {
  id: true,
  slug: true,
  name: true,
  type: true,
  description: true,
  capacityMin: true,
  capacityMax: true,
  duration: true,
  priceFromPence: true,
  currency: true,
  pricePer: true,
  includes: true,
  images: true,
  features: true,
  setupOptions: true,
  packages: {
    select: { id: true, name: true, pricePence: true, currency: true, description: true, includes: true, popular: true },
    orderBy: { sortOrder: "asc" },
  },
} as const satisfies Prisma.EventVenueSelect;

interface VenueRow {
  id: string;
  slug: string;
  name: string;
  type: EventVenue["type"];
  description: string;
  capacityMin: number;
  capacityMax: number;
  duration: string;
  priceFromPence: number;
  currency: string;
  pricePer: string;
  includes: string[];
  images: string[];
  features: string[];
  setupOptions: string[];
  packages: { id: string; name: string; pricePence: number; currency: string; description: string; includes: string[]; popular: boolean }[];
}

function toVenue(row: VenueRow): EventVenue {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    description: row.description,
    capacity: { min: row.capacityMin, max: row.capacityMax },
    duration: row.duration,
    price: { from: row.priceFromPence / 100, currency: "GBP", per: "person" },
    includes: row.includes,
    images: row.images,
    packages: row.packages.map(
      (item): EventPackage => ({
        id: item.id,
        name: item.name,
        price: item.pricePence / 100,
        currency: "GBP",
        description: item.description,
        includes: item.includes,
        popular: item.popular,
      }),
    ),
    features: row.features,
    setupOptions: row.setupOptions,
  };
}

function pence(pounds: number): number {
  return Math.round(pounds * 100);
}

/** Writes content/venues.ts into the tables: venues and packages updated, added and removed to match. */
export async function storeEventVenues(prisma: PrismaClient, venues: readonly EventVenue[] = eventVenues): Promise<void> {
  await prisma.$transaction(async (tx) => {
    for (const [sortOrder, venue] of venues.entries()) {
      const fields = {
        slug: venue.slug,
        name: venue.name,
        type: venue.type,
        description: venue.description,
        capacityMin: venue.capacity.min,
        capacityMax: venue.capacity.max,
        duration: venue.duration,
        priceFromPence: pence(venue.price.from),
        currency: venue.price.currency,
        pricePer: venue.price.per,
        includes: [...venue.includes],
        images: [...venue.images],
        features: [...venue.features],
        setupOptions: [...venue.setupOptions],
        sortOrder,
      };
      await tx.eventVenue.upsert({ where: { id: venue.id }, update: fields, create: { id: venue.id, ...fields }, select: { id: true } });
      await tx.eventPackage.deleteMany({ where: { venueId: venue.id, id: { notIn: venue.packages.map((item) => item.id) } } });
      for (const [packageOrder, item] of venue.packages.entries()) {
        const packageFields = {
          venueId: venue.id,
          name: item.name,
          pricePence: pence(item.price),
          currency: item.currency,
          description: item.description,
          includes: [...item.includes],
          popular: item.popular,
          sortOrder: packageOrder,
        };
        await tx.eventPackage.upsert({ where: { id: item.id }, update: packageFields, create: { id: item.id, ...packageFields }, select: { id: true } });
      }
    }
    await tx.eventVenue.deleteMany({ where: { id: { notIn: venues.map((venue) => venue.id) } } });
  });
}

const stored = new WeakMap<PrismaClient, Promise<void>>();

/** Copies the content in once per process and database (again after a failed attempt). */
function ensureStored(prisma: PrismaClient): Promise<void> {
  let done = stored.get(prisma);
  if (!done) {
    done = storeEventVenues(prisma).catch((error: unknown) => {
      stored.delete(prisma);
      throw error;
    });
    stored.set(prisma, done);
  }
  return done;
}

export async function listEventVenues(prisma: PrismaClient): Promise<EventVenue[]> {
  await ensureStored(prisma);
  const rows = await prisma.eventVenue.findMany({ select: venueSelect, orderBy: { sortOrder: "asc" } });
  return rows.map(toVenue);
}

/** A venue by id ("wedding") or slug ("weddings"). */
export async function findEventVenue(prisma: PrismaClient, idOrSlug: string): Promise<EventVenue> {
  await ensureStored(prisma);
  const key = idOrSlug.trim().toLowerCase();
  const row = await prisma.eventVenue.findFirst({ where: { OR: [{ id: key }, { slug: key }] }, select: venueSelect });
  if (!row) throw new AppError("NOT_FOUND", EVENT_NOT_FOUND);
  return toVenue(row);
}
