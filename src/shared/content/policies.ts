import { z } from "zod";
import { isoDate, linkOrContact, list, slugId } from "./content-fields.ts";
import { inlineText, text } from "./content-text.ts";

/** A piece of running text: plain words, or words with links inside them. */
const policyTextSchema = z.union([
  text("paragraph", "Plain words"),
  list(z.union([inlineText("paragraph", "Words between links, with their spaces"), z.object({ href: linkOrContact("Where the link goes"), label: text("heading", "The link's words") })]), "Words and links in turn"),
]);
export type PolicyText = z.infer<typeof policyTextSchema>;

const policyBlockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph").describe("A paragraph"), text: policyTextSchema.describe("The paragraph's words") }),
  z.object({ kind: z.literal("list").describe("A bulleted list"), items: list(policyTextSchema, "The list's points") }),
  z.object({
    kind: z.literal("table").describe("A table"),
    caption: text("line", "What the table shows"),
    columns: list(text("label", "A column's heading"), "The columns"),
    rows: list(list(text("line", "A cell"), "A row's cells"), "The rows"),
  }),
]);
export type PolicyBlock = z.infer<typeof policyBlockSchema>;

/** A policy page (privacy, terms, cancellation, cookies) with the date its text last changed. */
export const policyDocumentSchema = z.object({
  eyebrow: text("label", "The small line above the title"),
  title: text("heading", "The policy's title"),
  summary: text("paragraph", "What the policy is about, in a sentence or two"),
  lastUpdated: isoDate("The date the text last changed; shown on the page"),
  sections: list(
    z.object({
      id: slugId("Key of the section, used as its anchor"),
      heading: text("heading", "The section's heading"),
      blocks: list(policyBlockSchema, "Paragraphs, lists and tables, in order"),
    }),
    "The policy's sections",
  ),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;
