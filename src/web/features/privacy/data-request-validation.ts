// Loaded on the first submit (see data-request-form.tsx), so zod and the shared schema stay out of
// the page's first-load JavaScript while the browser checks exactly what the server checks.
import { dataRequestSchema } from "../../../shared/privacy/data-request.ts";
import { fieldErrorsOf } from "../../../shared/validation/field-errors.ts";

export function dataRequestErrors(payload: unknown): Record<string, string> {
  const result = dataRequestSchema.safeParse(payload);
  return result.success ? {} : fieldErrorsOf(result.error);
}
