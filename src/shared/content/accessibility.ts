import { z } from "zod";
import { list, slugId } from "./content-fields.ts";
import { text } from "./content-text.ts";

const statementSectionSchema = z.object({
  id: slugId("Key of the section, used as its anchor"),
  title: text("heading", "The section's heading"),
  paragraphs: list(text("paragraph", "A paragraph of plain text"), "The section's paragraphs"),
  points: list(text("paragraph", "One point"), "Points listed under the paragraphs").optional(),
});
export type StatementSection = z.infer<typeof statementSectionSchema>;

/** The accessibility statement and when it was last reviewed. */
export const accessibilityContentSchema = z.object({
  reviewed: text("label", "When the statement was last reviewed, as the page words it, e.g. November 2026"),
  sections: list(statementSectionSchema, "The statement's sections, in the order shown"),
});
