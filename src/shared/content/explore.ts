import { z } from "zod";
import { ATTRACTION_TYPES } from "../../../content/explore.ts";
import { contentCurrency, coordinates, link, list, minutes, photoStem, pounds, slugId } from "./content-fields.ts";
import { text } from "./content-text.ts";


const attractionPriceSchema = z
  .object({
    adult: pounds("Adult admission in pounds (0 when free)"),
    child: pounds("Child admission in pounds (0 when free)"),
    currency: contentCurrency,
    basis: z.enum(["free", "indicative", "varies"]).describe(
      "How sure the price is: free (no admission charge), indicative (the last known price, shown as \"from about\") or varies (ticketed per event; adult and child are 0)",
    ),
    note: text("line", "What the price means, e.g. members go free").optional(),
  })
  .describe("Admission");
export type AttractionPrice = z.infer<typeof attractionPriceSchema>;

const attractionSchema = z.object({
  id: slugId("Key of the attraction, used in photo names and links from other pages"),
  name: text("heading", "The attraction's name"),
  type: z.enum(ATTRACTION_TYPES).describe("Which filter shows it"),
  area: z.enum(["city", "nearby"]).describe("city: inside Carlisle, on foot from the hotel; nearby: a short drive out of the city"),
  description: text("paragraph", "What it is and why to go"),
  distance: z.object({
    walking: text("label", "The walk, e.g. 10 min walk").nullable().describe("The walk, or nothing when it is too far to walk"),
    driving: text("label", "The drive, e.g. 5 min drive"),
  }).describe("How far it is from the hotel"),
  duration: text("label", "How long a visit takes, e.g. 2–3 hours"),
  price: attractionPriceSchema,
  openingHours: text("line", "Opening hours as a seasonal summary"),
  images: list(photoStem("explore", "A photo of it"), "Its photos, first shown first"),
  website: link("Its official website").optional(),
  coordinates,
  highlights: list(text("line", "One highlight"), "What not to miss"),
});
export type Attraction = z.infer<typeof attractionSchema>;

const dayTripSchema = z.object({
  id: slugId("Key of the day trip"),
  name: text("heading", "The trip's name"),
  duration: z.enum(["Full day", "Half day"]).describe("How much of the day it takes"),
  driveTime: text("label", "The drive as the card words it, e.g. 45 min drive"),
  driveMinutes: minutes,
  description: text("paragraph", "What the day holds"),
  itinerary: list(
    z.object({
      when: text("label", "When in the day, e.g. Morning"),
      title: text("heading", "Where"),
      detail: text("line", "What to do there"),
    }),
    "The day, step by step",
  ),
  tips: list(text("line", "One tip"), "Practical tips"),
  destination: coordinates.describe("Where the directions link leads"),
});
export type DayTrip = z.infer<typeof dayTripSchema>;

const travelGuideSchema = z.object({
  id: z.enum(["weekend", "family", "photography", "shopping-dining", "transport"]).describe("Which guide this is"),
  title: text("heading", "The guide's title"),
  summary: text("line", "One line under the title"),
  sections: list(
    z.object({ heading: text("heading", "The section's heading"), paragraphs: list(text("paragraph", "A paragraph"), "The section's paragraphs") }),
    "The guide's sections",
  ),
});
export type TravelGuide = z.infer<typeof travelGuideSchema>;

/** The Explore Carlisle page: local attractions, day trips and travel guides. */
export const exploreContentSchema = z.object({
  attractions: list(attractionSchema, "The local attractions, in the order shown"),
  dayTrips: list(dayTripSchema, "The day trips, in the order shown"),
  travelGuides: list(travelGuideSchema, "The travel guides, in the order shown"),
});
