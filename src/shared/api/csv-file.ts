import { z } from "zod";

/**
 * A staff export as its procedure answers it: the file's name and its text. The REST path sends it
 * as a download (text/csv), never as JSON.
 */
export const csvFileSchema = z.object({ filename: z.string(), content: z.string() });
export type CsvFile = z.infer<typeof csvFileSchema>;
