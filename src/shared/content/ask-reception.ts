import { z } from "zod";
import { text } from "./content-text.ts";

/** The "Ask Reception" button: rings the hotel's own number, falls back to the contact page. Only its hint is the hotel's wording. */
export const askReceptionActionSchema = z.object({
  label: z.literal("Ask Reception").describe("The button's words, fixed"),
  phoneHref: z.string().regex(/^tel:\+[1-9]\d{7,14}$/, "Use tel: and the number in international form").describe("Call link to the hotel's own number"),
  contactPath: z.literal("/contact").describe("The page for a written question"),
  hint: text("line", "Short line beside the button"),
});
export type AskReceptionAction = z.infer<typeof askReceptionActionSchema>;
