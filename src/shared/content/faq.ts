import { z } from "zod";
import { list, sitePath, slugId } from "./content-fields.ts";
import { text } from "./content-text.ts";

const faqEntrySchema = z.object({
  id: slugId("Key of the question, used as its anchor"),
  question: text("heading", "The question as a guest would ask it"),
  answer: list(text("paragraph", "A short paragraph of plain text"), "The answer, one or more short paragraphs"),
  link: z
    .object({ label: text("label", "The link's words"), path: sitePath("The page it opens") })
    .optional()
    .describe("A page of this site that says more"),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** The contact page's questions and answers. */
export const faqContentSchema = z.object({
  faqs: list(faqEntrySchema, "The questions, in the order shown"),
});
