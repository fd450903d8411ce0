import { z } from "zod";
import { askReceptionActionSchema } from "./ask-reception.ts";
import { contentCurrency, list, minutes, photoStem, pounds, rating, slugId } from "./content-fields.ts";
import { text } from "./content-text.ts";
import { servingTimeSchema } from "./hotel.ts";

const galleryImageSchema = z.object({
  id: slugId("Key of the photo"),
  fileStem: photoStem("dining", "The photo's file name without extension in content/photos/dining/, e.g. dining-01-breakfast-room"),
  alt: text("line", "What is in the picture, for someone who cannot see it (never \"image of\")"),
});

const menuItemSchema = z.object({
  id: slugId("Key of the item"),
  name: text("label", "The item's name"),
  price: pounds("The price in pounds"),
  description: text("line", "One line about it"),
});

const breakfastSchema = z.object({
  title: text("heading", "The tab's heading"),
  intro: text("paragraph", "The opening paragraph"),
  servingTimes: list(servingTimeSchema, "When breakfast is served"),
  location: text("line", "Where breakfast is served"),
  menu: list(z.object({ name: text("heading", "The dish"), description: text("line", "What is on the plate") }), "The breakfast menu"),
  earlyDeparture: text("paragraph", "What an early leaver can have instead"),
  dietary: text("paragraph", "Dietary needs and allergies"),
  addOn: z.object({
    price: pounds("The add-on's price per person, in pounds"),
    currency: contentCurrency,
    per: z.literal("person").describe("The price is per person"),
    paidAt: z.literal("reception").describe("Paid at reception"),
    note: text("line", "The line that states the add-on and its price"),
  }).describe("Breakfast as an add-on, for rates without it"),
});
export type Breakfast = z.infer<typeof breakfastSchema>;

const residentBarSchema = z.object({
  title: text("heading", "The tab's heading"),
  intro: text("paragraph", "The opening paragraph"),
  hours: servingTimeSchema.describe("When the bar is open"),
  drinks: list(menuItemSchema, "The drinks and their prices"),
  snacks: list(menuItemSchema, "The snacks and their prices"),
  currency: contentCurrency,
  infoPanel: z
    .object({ title: text("label", "The panel's heading"), points: list(text("line", "One point"), "What guests should know") })
    .describe("The \"Good to know\" panel"),
});
export type ResidentBar = z.infer<typeof residentBarSchema>;

const localDiningSchema = z.object({
  title: text("heading", "The tab's heading"),
  intro: text("paragraph", "The opening paragraph"),
  places: list(
    z.object({
      id: slugId("Key of the place"),
      name: text("heading", "The restaurant's name"),
      type: text("label", "Its cuisine, e.g. Italian"),
      walkingDistance: text("label", "The walk as the card words it, e.g. 4 min walk"),
      walkingMinutes: minutes,
      rating,
      description: text("line", "One line about it"),
    }),
    "Restaurants the hotel recommends",
  ),
  action: askReceptionActionSchema.describe("The Ask Reception button under the list"),
});
export type LocalDining = z.infer<typeof localDiningSchema>;

/** The dining page: the photo gallery, breakfast, the resident bar with its prices, and local restaurants. */
export const diningContentSchema = z.object({
  gallery: list(galleryImageSchema, "The gallery's photos, in the order shown"),
  breakfast: breakfastSchema.describe("The Breakfast tab"),
  residentBar: residentBarSchema.describe("The Resident Bar tab"),
  localDining: localDiningSchema.describe("The Local Dining tab"),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;
