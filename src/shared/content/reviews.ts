import { z } from "zod";
import { isoDate, list, slugId } from "./content-fields.ts";
import { text } from "./content-text.ts";

const reviewSchema = z.object({
  id: slugId("Key of the review"),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).describe("Stars given, 1 to 5"),
  name: text("label", "The reviewer's first name and initial only"),
  date: isoDate("Date of the stay or of the review"),
  text: text("paragraph", "The review, quoted with the guest's permission"),
});
export type Review = z.infer<typeof reviewSchema>;

const reviewSummarySchema = z
  .object({
    average: z.number().min(1).max(5).describe("Average rating out of 5, one decimal"),
    count: z.number().int().nonnegative().describe("How many reviews the average is of"),
  })
  .describe("The rating summary beside the carousel");
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** The reviews the home page shows, and their summary. */
export const reviewsContentSchema = z.object({
  reviews: list(reviewSchema, "The reviews in the home page's carousel, in the order shown"),
  summary: reviewSummarySchema,
});
