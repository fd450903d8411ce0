import { z } from "zod";
import { list, slugId } from "./content-fields.ts";
import { text } from "./content-text.ts";

/** A lucide-react icon's export name in PascalCase ("Wifi", "PawPrint"); the web shows a star for a name it does not know. */
export const iconName = z
  .string()
  .regex(/^[A-Z][A-Za-z0-9]*$/, "Use an icon's name in PascalCase, e.g. PawPrint")
  .describe("The icon shown beside it, by its lucide name");
export type IconName = z.infer<typeof iconName>;

const facilitySchema = z.object({
  id: slugId("Key of the facility"),
  name: text("label", "The facility's name, e.g. Free Wi-Fi"),
  description: text("line", "One sentence under the name"),
  icon: iconName,
});

const historyEntrySchema = z.object({
  period: z.enum(["1877", "1890s", "1960s", "1980s", "Today"]).describe("The point on the timeline"),
  title: text("heading", "The entry's heading"),
  text: text("paragraph", "One or two sentences"),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The home page's facilities section and history timeline. */
export const homeSectionsContentSchema = z.object({
  facilities: list(facilitySchema, "What the house offers every guest, in the order shown"),
  history: list(historyEntrySchema, "The history timeline, oldest first"),
});
export type Facility = z.infer<typeof facilitySchema>;
