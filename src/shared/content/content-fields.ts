import { z } from "zod";

// The fields of content that are not wording: identifiers, links, dates, prices, places. They stay
// the same in every language (ADR 092).

/** Lists in content are read, never changed in place, so the data files can declare them `as const`. */
export function list<Item extends z.ZodType>(item: Item, help: string) {
  return z.array(item).readonly().describe(help);
}

/** A lower-case slug: letters, digits and single hyphens (`carlisle-castle`), used in addresses and as a key. */
export function slugId(help: string) {
  return z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and hyphens")
    .describe(help);
}

const SITE_PATH = /^\/(?!\/)[^\s]*$/;

function isHttps(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === "https:";
}

/** A link a guest can follow: a page of this site (`/contact`) or an `https://` address; never `javascript:`, `//host` or plain `http:`. */
export function link(help: string) {
  return z
    .string()
    .refine((value) => SITE_PATH.test(value) || isHttps(value), "Use a page of this site (/contact) or an https:// address")
    .describe(help);
}

/** As `link`, or a way to reach the hotel written in the text: `mailto:` an address or `tel:` a number. */
export function linkOrContact(help: string) {
  return z
    .string()
    .refine(
      (value) => SITE_PATH.test(value) || isHttps(value) || /^mailto:[^\s@]+@[^\s@]+$/.test(value) || /^tel:\+[1-9]\d{7,14}$/.test(value),
      "Use a page of this site (/contact), an https:// address, mailto: or tel:",
    )
    .describe(help);
}

/** A page of this site, e.g. `/contact`. */
export function sitePath(help: string) {
  return z.string().regex(SITE_PATH, "Use a page of this site, starting with /").describe(help);
}

/** A calendar date written `YYYY-MM-DD` that exists (no 31 June). */
export function isoDate(help: string) {
  return z.iso.date("Use a date written YYYY-MM-DD").describe(help);
}

/** A clock time on the 24-hour clock, `HH:MM`, for machines (opening-hours markup); the page shows its own wording beside it. */
export function clockTime(help: string) {
  return z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time, HH:MM").describe(help);
}

/** Pounds, the unit of every price in content today (`4.5` is £4.50): never negative, whole pence. */
export function pounds(help: string) {
  return z
    .number()
    .nonnegative("A price cannot be negative")
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "Use whole pence")
    .describe(help);
}

/** The one currency of content prices. */
export const contentCurrency = z.literal("GBP").describe("Currency of the prices: pounds sterling");

/** A point on the map, for directions links and map pins. */
export const coordinates = z
  .object({
    lat: z.number().min(-90).max(90).describe("Latitude in degrees, 4 decimals"),
    lng: z.number().min(-180).max(180).describe("Longitude in degrees, 4 decimals"),
  })
  .describe("Where the place is on the map");

/** A phone number as shown and as dialled (a `tel:` link). */
export const phoneNumber = z
  .object({
    display: z.string().regex(/^[0-9 ]{10,14}$/, "Write the number as dialled in the UK, e.g. 01632 960123").describe("The number as guests read it"),
    e164: z.string().regex(/^\+[1-9]\d{7,14}$/, "Write the international form, e.g. +441632960123").describe("The number in international form, for the call link"),
  })
  .describe("A phone number");

/** A star rating out of 5 with one decimal, as listings show it. */
export const rating = z.number().min(1).max(5).describe("Rating out of 5, one decimal");

/** A number of minutes (walking, driving), for sorting and structured data. */
export const minutes = z.number().int().positive().describe("The time in whole minutes");

/** A photo's file stem inside `content/photos/<folder>/`: `<folder>-…`, lower case, digits and hyphens. */
export function photoStem(folder: string, help: string) {
  return z
    .string()
    .regex(new RegExp(String.raw`^${folder}-[a-z0-9]+(?:-[a-z0-9]+)*$`), `Name it ${folder}-… in lower case, digits and hyphens`)
    .describe(help);
}
