import type { InputSource } from "../rest/define-route.ts";
import type { JsonSchema, Parameter } from "./openapi-types.ts";

/** A procedure's input schema as an HTTP request carries it: path, query and header parameters, and a body. */
export interface InputParts {
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  const properties = schema?.properties;
  return typeof properties === "object" && properties !== null ? (properties as Record<string, JsonSchema>) : {};
}

function requiredOf(schema: JsonSchema | undefined): string[] {
  return Array.isArray(schema?.required) ? (schema.required as string[]) : [];
}

const BRANCH_KEYWORDS = ["oneOf", "anyOf", "allOf"] as const;

/** Can this property's schema hold `value`? (A union's branch is kept when its `const`/`enum` allows it.) */
function allows(property: JsonSchema | undefined, value: unknown): boolean {
  if (!property) return true;
  if ("const" in property) return property.const === value;
  if (Array.isArray(property.enum)) return property.enum.includes(value);
  return true;
}

/**
 * The schema without the named properties, in each branch of a union too; `fixed` values the
 * shim sets itself also drop the union's branches that could not hold them (the per-type data
 * request paths keep only their type's fields).
 */
function withoutProperties(schema: JsonSchema, names: readonly string[], fixed: Record<string, unknown> = {}): JsonSchema {
  const result: JsonSchema = { ...schema };
  for (const keyword of BRANCH_KEYWORDS) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    const kept = (branches as JsonSchema[]).filter((branch) => Object.entries(fixed).every(([name, value]) => allows(propertiesOf(branch)[name], value)));
    const stripped = kept.map((branch) => withoutProperties(branch, names, fixed));
    if (stripped.length === 1 && keyword !== "allOf") {
      delete result[keyword];
      Object.assign(result, stripped[0]);
    } else {
      result[keyword] = stripped;
    }
  }
  if (schema.properties) {
    result.properties = Object.fromEntries(Object.entries(propertiesOf(schema)).filter(([name]) => !names.includes(name)));
    const required = requiredOf(schema).filter((name) => !names.includes(name));
    if (required.length) result.required = required;
    else delete result.required;
  }
  return result;
}

/** The `:name` segments of a Fastify path. */
export function pathParameterNames(url: string): string[] {
  return url.split("/").flatMap((segment) => (segment.startsWith(":") ? [segment.slice(1)] : []));
}

function pathParameters(url: string, schema: JsonSchema | undefined): Parameter[] {
  const properties = propertiesOf(schema);
  return pathParameterNames(url).map((name) => ({ name, in: "path", required: true, schema: properties[name] ?? { type: "string" } }));
}

function queryParameters(schema: JsonSchema): Parameter[] {
  const properties = propertiesOf(schema);
  if (!Object.keys(properties).length && !BRANCH_KEYWORDS.some((keyword) => keyword in schema)) return [];
  if (!schema.properties) {
    // Not a plain object (a union): one object parameter, each field its own query parameter.
    return [{ name: "query", in: "query", required: false, style: "form", explode: true, schema }];
  }
  const required = requiredOf(schema);
  return Object.entries(properties).map(([name, property]) => ({ name, in: "query", required: required.includes(name), schema: property }));
}

/**
 * Splits a procedure's input schema the way the shim reads a request: the path's ids, the query
 * string, the body (without the ids the path supplies), and the headers copied into fields.
 */
export function inputParts(url: string, from: InputSource, input: JsonSchema | undefined, fixedInput: Record<string, unknown>, headerInputs: Record<string, string>): InputParts {
  const schema = input ? withoutProperties(input, Object.keys(fixedInput), fixedInput) : undefined;
  const ids = pathParameterNames(url);
  const headers: Parameter[] = Object.entries(headerInputs).map(([header, field]) => ({
    name: header,
    in: "header",
    required: false,
    description: `Copied into the input's \`${field}\` (the header wins over the body).`,
    schema: propertiesOf(schema)[field] ?? { type: "string" },
  }));
  const path = pathParameters(url, schema);
  switch (from) {
    case "none":
    case "params":
      return { parameters: path, body: undefined };
    case "query":
      return { parameters: [...path, ...(schema ? queryParameters(withoutProperties(schema, ids)) : []), ...headers], body: undefined };
    case "body":
      return { parameters: [...path, ...headers], body: schema ?? {} };
    case "params+body":
      return { parameters: [...path, ...headers], body: schema ? withoutProperties(schema, ids) : {} };
  }
}
