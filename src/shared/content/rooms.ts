import { z } from "zod";
import { AMENITY_ICONS } from "../../../content/rooms.ts";
import { ROOM_TYPES } from "../rooms/room-types.ts";
import { list, sitePath, slugId } from "./content-fields.ts";
import { text } from "./content-text.ts";

/**
 * One room as its page shows it. Today every room is built from the room rules in
 * content/rooms.ts; the number, type, floor and occupancy follow the house, the words are the
 * hotel's.
 */
export const roomSchema = z.object({
  id: slugId("Key of the room, room-N"),
  slug: slugId("The room's address, /rooms/room-N"),
  number: z.number().int().positive().describe("The number on the door"),
  name: text("label", "The room's name, e.g. Room 12"),
  type: z.enum(ROOM_TYPES).describe("The room type it is sold as"),
  description: text("paragraph", "The room page's description"),
  shortDescription: text("line", "The line on the room's card"),
  price: z.object({
    from: z.number().int().positive().describe("The static \"from\" price per night, in whole pounds"),
    currency: z.literal("GBP").describe("Pounds sterling"),
  }).describe("The price on the room's card"),
  occupancy: z.object({
    adults: z.number().int().nonnegative().describe("Adults it sleeps"),
    children: z.number().int().nonnegative().describe("Children it sleeps"),
    max: z.number().int().positive().describe("Most guests in the room, adults and children together"),
  }).describe("Who the room sleeps"),
  bedType: z.enum(["single", "double", "twin", "family", "king"]).describe("The beds, as the filters know them"),
  images: list(sitePath("A photo, /images/rooms/<stem>.jpg"), "Its photos, first shown first"),
  amenities: list(z.object({ name: text("label", "The amenity"), icon: z.enum(AMENITY_ICONS).describe("Its icon") }), "What the room has"),
  features: list(text("label", "One feature"), "What makes the room itself"),
  floor: z.enum(["ground", "first"]).describe("Which floor it is on"),
  view: z.enum(["Garden view", "Street view", "Stained glass window view"]).describe("What its window looks out on"),
  petFriendly: z.literal(true).describe("Every room welcomes pets"),
  bathroom: z.enum(["shower", "bath"]).describe("Shower or bath"),
  enSuite: z.boolean().describe("Whether the bathroom is the room's own"),
  hidden: z.boolean().describe("Hidden from the lists and search; its page still exists"),
});
export type Room = z.infer<typeof roomSchema>;

/** Every room, hidden ones included. */
export const roomsContentSchema = z.object({
  rooms: list(roomSchema, "The rooms, by number"),
});
