import { z } from "zod/mini";
import type { $ZodType } from "zod/v4/core";

/** Some character besides white space: what a trimmed field that must not be empty takes, as JSON Schema states it. */
export const NOT_BLANK_PATTERN = String.raw`\S`;

/** A real calendar day written YYYY-MM-DD, as JSON Schema states it (with `format: "date"`). */
export const ISO_DATE_PATTERN = String.raw`^\d{4}-\d{2}-\d{2}$`;

interface StatedRules {
  /** JSON Schema's `format` of a value a refinement checks. */
  format?: "date";
  /** A JSON Schema pattern for what a transform or refinement checks. */
  pattern?: string;
  /** Refusals no schema keyword can state (against today's date, or one field against another): the exact words, and when. */
  refusals?: readonly { message: string; when: string }[];
}

/**
 * Tells the API document a rule zod's JSON Schema conversion cannot read: a refinement's or a
 * transform's check, as `format` or `pattern`, and the refusals that depend on today or on
 * another field, quoted in the field's description. A value the document allows is then refused
 * only by a rule the document states (tests/integration/server/documented-inputs.test.ts).
 */
export function stated<T extends $ZodType>(schema: T, { format, pattern, refusals }: StatedRules): T {
  const description = refusals?.length ? `Also refused: ${refusals.map(({ message, when }) => `"${message}" (${when})`).join("; ")}.` : undefined;
  z.globalRegistry.add(schema, { ...(format ? { format } : {}), ...(pattern ? { pattern } : {}), ...(description ? { description } : {}) });
  return schema;
}
