import { z } from "zod";
import { list, minutes, pounds, slugId } from "./content-fields.ts";
import { text } from "./content-text.ts";

/** The home page's headline facts, each kept by the id the page lays it out by. */
const HEADLINE_FACT_IDS = [
  "rooms",
  "from-price",
  "free-wifi",
  "free-parking",
  "pet-friendly",
  "resident-bar",
  "breakfast",
  "best-rate-guarantee",
  "open-since",
  "reception",
  "check-in",
  "check-out",
] as const;

const headlineFactSchema = z.object({
  id: z.enum(HEADLINE_FACT_IDS).describe("Which fact this is"),
  label: text("heading", "The fact as shown, e.g. Free Wi-Fi"),
  detail: text("line", "A short supporting line under the label"),
});
export type HeadlineFact = z.infer<typeof headlineFactSchema>;
export type HeadlineFactId = HeadlineFact["id"];

const proximityFactSchema = z.object({
  id: slugId("Key of the place"),
  place: text("heading", "The place, e.g. Carlisle station"),
  time: text("label", "The time as the list words it, e.g. 5 minute walk"),
  minutes,
  mode: z.enum(["drive", "walk"]).describe("Whether the time is on foot or by car"),
  label: text("line", "The whole line as the home page shows it"),
});
export type ProximityFact = z.infer<typeof proximityFactSchema>;

/** The home page's headline facts and proximity list, as one document. */
export const headlineFactsContentSchema = z.object({
  headlineFacts: list(headlineFactSchema, "The headline facts, in the order shown"),
  proximity: list(proximityFactSchema, "How near the hotel is to what guests come for, in the order shown"),
  marketingFromPrice: pounds("The marketing \"from\" price per night, in pounds"),
});
