import { z } from "zod";
import { text } from "./content-text.ts";

/** A page's `<title>` and meta description, unique to the page. */
const pageCopySchema = z.object({
  title: text("heading", "The page's title in the browser tab and search results"),
  description: text("line", "The search results' summary of the page, about 150 characters"),
});
export type PageCopy = z.infer<typeof pageCopySchema>;

/** Every public page's title and description, by the page's path. */
export const pagesContentSchema = z.object({
  pageCopy: z.record(z.string().regex(/^\/[a-z0-9/-]*$/, "Use the page's path, e.g. /about"), pageCopySchema).describe("Title and description by page path"),
  notFoundTitle: text("heading", "The title of the page shown for an address that does not exist"),
});
