import type { z } from "zod";
import { fieldErrorsOf } from "../../../../src/shared/validation/field-errors.ts";

// Small helpers so each table row states only input and expected outcome.

/** The parsed value; a failed parse throws with its field errors so the test shows why. */
export function parsedOf<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`Expected a successful parse, got ${JSON.stringify(fieldErrorsOf(result.error))}`);
  return result.data;
}

/** The first message of a failed parse, or undefined when the value parsed. */
export function firstMessageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** First message per dotted field path; {} when the value parsed. */
export function fieldErrorsFor(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}
