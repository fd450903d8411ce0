import { z } from "zod";
import { ROOM_CURRENCY, ROOM_TYPES } from "../rooms/room-types.ts";

// The answers of GET /api/rooms[/{id}] and GET /api/events[/{id}], as their procedures declare
// them: content/rooms.ts's Room and content/venues.ts's EventVenue, with served photo addresses.
// The pages render the content files themselves; nothing public imports these schemas.

const texts = z.array(z.string()).readonly();

export const roomSchema = z.object({
  /** Same as the slug, "room-12". */
  id: z.string(),
  slug: z.string(),
  number: z.number(),
  name: z.string(),
  type: z.enum(ROOM_TYPES),
  description: z.string(),
  shortDescription: z.string(),
  price: z.object({ from: z.number(), currency: z.literal(ROOM_CURRENCY) }),
  occupancy: z.object({ adults: z.number(), children: z.number(), max: z.number() }),
  bedType: z.enum(["single", "double", "twin", "family", "king"]),
  /** Photos and videos, first one on the card. */
  images: texts,
  /** `icon`: one of content/rooms.ts's AMENITY_ICONS (the web shows a star for any other). */
  amenities: z.array(z.object({ name: z.string(), icon: z.string() })).readonly(),
  features: texts,
  floor: z.enum(["ground", "first"]),
  view: z.enum(["Garden view", "Street view", "Stained glass window view"]),
  petFriendly: z.literal(true),
  bathroom: z.enum(["shower", "bath"]),
  enSuite: z.boolean(),
  hidden: z.boolean(),
});

const eventPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Pounds per person. */
  price: z.number(),
  currency: z.literal("GBP"),
  description: z.string(),
  includes: texts,
  popular: z.boolean(),
});

export const eventVenueSchema = z.object({
  id: z.string(),
  /** The page is /events/{slug}. */
  slug: z.string(),
  name: z.string(),
  type: z.enum(["wedding", "conference", "party"]),
  description: z.string(),
  capacity: z.object({ min: z.number(), max: z.number() }),
  duration: z.string(),
  price: z.object({ from: z.number(), currency: z.literal("GBP"), per: z.literal("person") }),
  includes: texts,
  images: texts,
  packages: z.array(eventPackageSchema).readonly(),
  features: texts,
  setupOptions: texts,
});
