import { toJSONSchema, type $ZodType, type UnrepresentableHandler } from "zod/v4/core";
import type { JsonSchema } from "./openapi-types.ts";

/** In an answer, a Date is the ISO instant JSON.stringify writes of it; nothing else unrepresentable is let through. */
const answeredAsJson: UnrepresentableHandler = ({ zodSchema }) => (zodSchema._zod.def.type === "date" ? { type: "string", format: "date-time" } : "throw");

/**
 * A zod schema, classic or zod/mini (ADR 050), as JSON Schema 2020-12 (OpenAPI 3.1's dialect), by
 * zod's own `toJSONSchema`: `io: "input"` describes what a caller sends (before defaults and
 * transforms), "output" what the server answers. Anything JSON Schema cannot say stops the
 * document being written, rather than being left out of it.
 */
export function jsonSchemaOf(schema: $ZodType, io: "input" | "output" = "input"): JsonSchema {
  const unrepresentable = io === "output" ? answeredAsJson : "throw";
  const { $schema: _dialect, ...json } = toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable }) as JsonSchema;
  // A "#/$defs/…" reference would point into the OpenAPI document's root, where nothing is.
  if ("$defs" in json) throw new Error("A schema with shared or recursive parts: lift its $defs into components.schemas before documenting it");
  return json;
}
