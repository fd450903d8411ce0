import { safeParse, type $ZodType, type output } from "zod/v4/core";
import { fieldErrorsOf } from "../../../../src/shared/validation/field-errors.ts";

// Small helpers so each table row states only input and expected outcome. They take a schema of
// either zod API: the public forms' schemas are zod/mini ones (ADR 050), the staff side's classic.

/** The parsed value; a failed parse throws with its field errors so the test shows why. */
export function parsedOf<T extends $ZodType>(schema: T, input: unknown): output<T> {
  const result = safeParse(schema, input);
  if (!result.success) throw new Error(`Expected a successful parse, got ${JSON.stringify(fieldErrorsOf(result.error))}`);
  return result.data;
}

/** The first message of a failed parse, or undefined when the value parsed. */
export function firstMessageOf(schema: $ZodType, input: unknown): string | undefined {
  const result = safeParse(schema, input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** First message per dotted field path; {} when the value parsed. */
export function fieldErrorsFor(schema: $ZodType, input: unknown): Record<string, string> {
  const result = safeParse(schema, input);
  return result.success ? {} : fieldErrorsOf(result.error);
}
