import { z } from "zod";
import { list, sitePath } from "./content-fields.ts";
import { text } from "./content-text.ts";

const aboutSectionSchema = z.object({
  id: z.enum(["story", "heritage", "philosophy", "location"]).describe("Which part of the story"),
  title: text("heading", "The section's heading"),
  paragraphs: list(text("paragraph", "A paragraph of plain text"), "The section's paragraphs"),
});

const differentiatorSchema = z.object({
  title: text("heading", "What makes the hotel different, in a few words"),
  description: text("line", "One sentence that explains it"),
});

const aboutFactSchema = z.object({
  id: z.enum(["rooms", "since", "motorway", "family"]).describe("Which fact this is"),
  value: text("label", "The big figure, e.g. 1877"),
  label: text("heading", "The words under the figure"),
});

const aboutActionSchema = z.discriminatedUnion("external", [
  z.object({
    id: z.literal("book").describe("The booking button"),
    label: text("label", "The booking button's words"),
    external: z.literal(true).describe("Opens the booking site"),
  }),
  z.object({
    id: z.literal("contact").describe("The contact button"),
    label: text("label", "The contact button's words"),
    path: sitePath("The page it opens"),
    external: z.literal(false).describe("Opens a page of this site"),
  }),
]);

/** The About page: introduction, story, what makes the hotel different, its facts and its two buttons. */
export const aboutContentSchema = z.object({
  intro: z.object({
    eyebrow: text("label", "The small line above the title"),
    title: text("heading", "The page's heading"),
    lead: text("line", "The sentence under the heading"),
  }).describe("The top of the page"),
  sections: list(aboutSectionSchema, "The story, heritage, philosophy and location sections, in the order shown"),
  differentiators: list(differentiatorSchema, "What makes the hotel different, in the order shown"),
  facts: list(aboutFactSchema, "The four facts, in the order shown"),
  actions: list(aboutActionSchema, "The buttons at the foot of the page; the booking link comes from the site's settings"),
});
type AboutContent = z.infer<typeof aboutContentSchema>;
export type AboutSection = AboutContent["sections"][number];
export type Differentiator = AboutContent["differentiators"][number];
export type AboutFact = AboutContent["facts"][number];
