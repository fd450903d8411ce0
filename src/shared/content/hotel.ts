import { z } from "zod";
import { clockTime, coordinates, list, phoneNumber, pounds } from "./content-fields.ts";
import { text } from "./content-text.ts";

/** The hotel's identity: its name, address, phone, e-mail and hours, written once for every page. */
export const hotelIdentitySchema = z.object({
  name: text("heading", "The hotel's full name, as in every page title"),
  shortName: text("label", "The name as set in the logo, without \"Hotel\""),
  foundedYear: z.number().int().min(1000).max(9999).describe("The year the hotel first opened"),
  tagline: text("line", "One line that says what the hotel is"),
  address: z
    .object({
      street: text("heading", "House number and street"),
      locality: text("label", "Town or city"),
      county: text("label", "County"),
      postcode: z.string().regex(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, "Write a UK postcode, e.g. CA1 1QZ").describe("UK postcode"),
      country: text("label", "Country"),
    })
    .describe("The postal address"),
  coordinates,
  phone: phoneNumber,
  email: z.email("Write an e-mail address").describe("The address guests write to"),
  checkIn: text("label", "Check-in time as guests read it, e.g. 3:00 PM"),
  checkOut: text("label", "Check-out time as guests read it, e.g. 10:00 AM"),
  receptionAvailability: text("label", "When reception can be reached, e.g. 24/7"),
  receptionHours: list(
    z.object({ days: text("label", "Which days, e.g. Monday to Friday"), hours: text("label", "The desk's hours on those days") }),
    "When the reception desk is fully open",
  ),
});
export type HotelIdentity = z.infer<typeof hotelIdentitySchema>;

/** Opening hours as the page words them, with the times a machine reads (structured data). */
export const servingTimeSchema = z.object({
  days: text("label", "Which days, e.g. Daily or Saturday and Sunday"),
  hours: text("label", "The hours as guests read them, e.g. 7:00 – 9:00 AM"),
  opens: clockTime("Opening time, 24-hour clock"),
  closes: clockTime("Closing time, 24-hour clock"),
});

/** Breakfast's hours and add-on price on their own, as the FAQ and the terms quote them too. */
export const breakfastHoursContentSchema = z.object({
  servingTimes: list(servingTimeSchema, "When breakfast is served"),
  addOnPrice: pounds("The breakfast add-on's price per person, in pounds"),
});
