import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import type { $ZodType } from "zod/v4/core";
import { PHONE_INVALID } from "../../shared/validation/phone-number.ts";

// Phone numbers become E.164 here, on the server only (ADR 047): the numbering plan's metadata is
// about 28 KB gzipped, which the public pages' forms no longer carry. The shared schemas check the
// original's rule (digits with an optional +, 10-15 of them) and hand over the number without
// separators; a procedure's input is the shared schema wrapped by `withE164Phone`.

/**
 * E.164 form of a compact number (digits with an optional leading +), reading national numbers
 * as UK ones (ADR 047), or undefined when no country could have such a number.
 * `isPossible` (country code and length) rather than `isValid`: the libphonenumber metadata
 * rejects Ofcom's reserved drama ranges (07700 900xxx, 01632 960xxx), which are exactly the
 * fictional numbers the hotel's default content and tests use.
 */
export function toE164(compact: string): string | undefined {
  const parsed = parsePhoneNumberFromString(compact, "GB");
  return parsed?.isPossible() ? parsed.number : undefined;
}

/**
 * `schema` with its phone field read as E.164; a number no country could have is refused under
 * that field with the original's message, so the request gets the usual 400 and nothing is stored.
 * An absent optional phone stays absent. Runs once the rest of the request is valid. The shared
 * schemas are zod/mini ones (ADR 050), so the wrapper is zod's own pipe, which takes either kind.
 */
export function withE164Phone<S extends $ZodType<Partial<Record<K, string>>>, K extends string>(schema: S, field: K) {
  return z.pipe(
    schema,
    z.transform((request: z.output<S>, ctx): z.output<S> => {
      const compact = (request as Partial<Record<K, string>>)[field];
      if (compact === undefined) return request;
      const e164 = toE164(compact);
      if (e164 === undefined) {
        ctx.addIssue({ code: "custom", message: PHONE_INVALID, path: [field], input: compact });
        return z.NEVER;
      }
      return { ...request, [field]: e164 };
    }),
  );
}
