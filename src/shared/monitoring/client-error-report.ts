import { z } from "zod";
import { withoutControlCharacters } from "../validation/sanitize.ts";

/**
 * What the browser sends when the app crashes ("Something went wrong" with an error id), so staff
 * can find the id the guest quotes. Only technical facts: no form values, no query string.
 */
export const clientErrorReportSchema = z.object({
  errorId: z.string().regex(/^[A-Za-z0-9-]{6,36}$/, { message: "Please enter a valid error id" }),
  message: z
    .string()
    .overwrite(withoutControlCharacters)
    .trim()
    .min(1, { message: "Message is required" })
    .max(500, { message: "Message must be less than 500 characters" })
    // For the API document: no control character, and something besides white space.
    .meta({ pattern: String.raw`^(?![\s\S]*[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069])[\s\S]*\S[\s\S]*$` }),
  path: z
    .string()
    .max(200, { message: "Path must be less than 200 characters" })
    .regex(/^\/[^?#\s]*$/, { message: "Please enter a valid path" }),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
