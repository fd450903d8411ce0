import { toJSONSchema, type $ZodType, type UnrepresentableHandler } from "zod/v4/core";
import { LEFT_AS_WRITTEN_PATTERN, rulesOfCleanedField } from "../../shared/validation/sanitize.ts";
import type { JsonSchema } from "./openapi-types.ts";

/** The keywords of a cleaned field's own rules that the document states on the field. */
const STRING_RULES = ["minLength", "maxLength", "pattern", "format", "description"] as const;

/**
 * A cleaned text field as a caller sends it: zod describes the pipe by its input side alone
 * (`string`), so the field's own rules (a name of 2-50 letters, a message of 10-1,000 characters)
 * and the shape of text the cleaning leaves unchanged are added. A value the document allows is
 * then a value the server accepts (tests/integration/server/documented-inputs.test.ts).
 */
function describeCleanedField(json: JsonSchema, rules: $ZodType): void {
  const own = jsonSchemaOf(rules, "input");
  for (const keyword of STRING_RULES) if (own[keyword] !== undefined) json[keyword] = own[keyword];
  const leftAsWritten = { pattern: LEFT_AS_WRITTEN_PATTERN };
  if (json.pattern === undefined) json.pattern = LEFT_AS_WRITTEN_PATTERN;
  else json.allOf = [...((json.allOf as JsonSchema[] | undefined) ?? []), leftAsWritten];
}

/** In an answer, a Date is the ISO instant JSON.stringify writes of it; nothing else unrepresentable is let through. */
const answeredAsJson: UnrepresentableHandler = ({ zodSchema }) => (zodSchema._zod.def.type === "date" ? { type: "string", format: "date-time" } : "throw");

/**
 * A zod schema, classic or zod/mini (ADR 050), as JSON Schema 2020-12 (OpenAPI 3.1's dialect), by
 * zod's own `toJSONSchema`: `io: "input"` describes what a caller sends (before defaults and
 * transforms), "output" what the server answers. Anything JSON Schema cannot say stops the
 * document being written, rather than being left out of it.
 */
export function jsonSchemaOf(schema: $ZodType, io: "input" | "output" = "input"): JsonSchema {
  const { $schema: _dialect, ...json } = toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: io === "output" ? answeredAsJson : "throw",
    override: ({ zodSchema, jsonSchema }) => {
      const rules = io === "input" ? rulesOfCleanedField(zodSchema) : undefined;
      if (rules) describeCleanedField(jsonSchema, rules);
    },
  }) as JsonSchema;
  // A "#/$defs/…" reference would point into the OpenAPI document's root, where nothing is.
  if ("$defs" in json) throw new Error("A schema with shared or recursive parts: lift its $defs into components.schemas before documenting it");
  return json;
}
