import { z } from "zod";
import { EVENT_VENUE_TYPES } from "../../../content/venues.ts";
import { contentCurrency, list, sitePath, slugId } from "./content-fields.ts";
import { text } from "./content-text.ts";
import { iconName } from "./home-sections.ts";


const eventPackageSchema = z.object({
  id: slugId("Key of the package"),
  name: text("label", "The package's name, e.g. Silver"),
  price: z.number().int().positive().describe("Price per person, in whole pounds"),
  currency: contentCurrency,
  description: text("line", "One or two sentences about the package"),
  includes: list(text("line", "One item"), "What the package includes"),
  popular: z.boolean().describe("Marked as the most popular"),
});
export type EventPackage = z.infer<typeof eventPackageSchema>;

const guestCount = z.number().int().positive();

const eventVenueSchema = z.object({
  id: slugId("Key of the event offer"),
  slug: slugId("The page's address under /events"),
  name: text("label", "The offer's name, e.g. Weddings"),
  type: z.enum(EVENT_VENUE_TYPES).describe("Which kind of event"),
  description: text("paragraph", "The page's introduction"),
  capacity: z
    .object({ min: guestCount.describe("Fewest guests"), max: guestCount.describe("Most guests") })
    .refine((capacity) => capacity.min <= capacity.max, "The fewest guests cannot be more than the most")
    .describe("How many guests the function room takes"),
  duration: text("label", "How long the event runs, e.g. Full day"),
  price: z.object({
    from: z.number().int().positive().describe("The lowest package's price per person, in whole pounds"),
    currency: contentCurrency,
    per: z.literal("person").describe("Prices are per person"),
  }).describe("The \"from\" price on the offer's card"),
  includes: list(text("line", "One item"), "What every booking includes"),
  images: list(sitePath("A photo, /images/events/<stem>.jpg"), "Its photos, first shown first"),
  packages: list(eventPackageSchema, "The packages, cheapest first"),
  features: list(text("line", "One feature"), "What the venue offers"),
  setupOptions: list(text("label", "A room layout, e.g. Theatre"), "The room layouts offered"),
});
export type EventVenue = z.infer<typeof eventVenueSchema>;

const conferenceMenuSchema = z.object({
  name: text("heading", "The menu's name, e.g. On arrival"),
  servedWith: text("heading", "Which packages serve it"),
  dishes: list(text("line", "One dish or drink"), "What is served"),
});
export type ConferenceMenu = z.infer<typeof conferenceMenuSchema>;

const partyTypeSchema = z.object({
  id: z.enum(["birthday", "anniversary", "retirement", "graduation", "holiday", "corporate"]).describe("Which kind of party"),
  name: text("heading", "The card's heading"),
  description: text("line", "One or two sentences"),
  icon: iconName,
});
export type PartyType = z.infer<typeof partyTypeSchema>;

/** The events pages: each event offer with its packages, the conference menus, and the private parties section. */
export const eventsContentSchema = z.object({
  venues: list(eventVenueSchema, "The event offers"),
  conferenceMenus: list(conferenceMenuSchema, "What delegates eat and drink, by package"),
  conferenceMenuNote: text("line", "The line under the conference menus"),
  partyTypes: list(partyTypeSchema, "The kinds of party, in the order shown"),
  partyFeatures: list(text("line", "One feature"), "What every private party gets"),
  privatePartiesIntro: z
    .object({ title: text("heading", "The section's heading"), lead: text("line", "The sentence under it") })
    .describe("The private parties page's heading"),
});
