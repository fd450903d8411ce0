import { z } from "zod";
import { WEEKDAYS } from "../../../content/nightlife.ts";
import { clockTime, link, list, phoneNumber, rating, slugId } from "./content-fields.ts";
import { text } from "./content-text.ts";


/**
 * One day's hours in 24-hour "HH:MM". A closing time earlier than the opening time is after
 * midnight ("22:00"–"03:00" closes at 3 AM the next morning); null means closed that day.
 */
const dayHoursSchema = z
  .object({ opens: clockTime("Opening time"), closes: clockTime("Closing time; earlier than opening means after midnight") })
  .nullable()
  .describe("The day's hours, or nothing when closed");
export type DayHours = z.infer<typeof dayHoursSchema>;

const nightlifeVenueSchema = z.object({
  id: slugId("Key of the venue"),
  name: text("heading", "The venue's name"),
  type: z.enum(["restaurant-bar", "pub", "bar", "club"]).describe("What kind of venue it is"),
  distance: text("label", "Walking time from the hotel, as shown"),
  description: text("paragraph", "What it is like"),
  rating,
  openingHours: z.record(z.enum(WEEKDAYS), dayHoursSchema).describe("Hours for each day of the week"),
  address: text("line", "The street address"),
  phone: phoneNumber,
  website: link("Its website").optional(),
  features: list(text("label", "One feature, e.g. Live music"), "What it offers"),
});
export type NightlifeVenue = z.infer<typeof nightlifeVenueSchema>;

/** The nightlife page: pubs and bars, clubs, and tips for the night out. */
export const nightlifeContentSchema = z.object({
  pubs: list(nightlifeVenueSchema, "Pubs and bars, in the order shown"),
  clubs: list(nightlifeVenueSchema, "Clubs, in the order shown"),
  tips: list(text("line", "One tip"), "Tips for a night out"),
});
