import type { z } from "zod";

// A staff list's filters, order and page as the address's query string (?kind=event&page=2), read
// and written through the list's own query schema in src/shared, the one its procedure's `.input()`
// takes (ADR 089): the address never says what the server would refuse.

/** A list's query schema: an object of fields, each of which reads one query-string value. */
export type ListQuerySchema = z.ZodObject;

/** The list's query as the screen holds it: the schema's output. */
export type ListQuery<Schema extends ListQuerySchema> = z.output<Schema>;

/** The schema's fields by name, each read on its own. */
function fieldsOf(schema: ListQuerySchema): [string, z.ZodType][] {
  const shape: Record<string, z.ZodType> = schema.shape;
  return Object.entries(shape);
}

/** Each field's value when the address leaves it out: the schema's default, else undefined. */
export function listDefaultsOf<Schema extends ListQuerySchema>(schema: Schema): ListQuery<Schema> {
  const defaults: Record<string, unknown> = {};
  for (const [name, field] of fieldsOf(schema)) defaults[name] = field.safeParse(undefined).data;
  return defaults as ListQuery<Schema>;
}

/**
 * The query an address holds. Each field is read on its own, so a value the schema refuses (an old
 * link, an edited one) falls back to that field's default and leaves the others as they are.
 */
export function listQueryFromParams<Schema extends ListQuerySchema>(schema: Schema, params: URLSearchParams): ListQuery<Schema> {
  const query: Record<string, unknown> = { ...listDefaultsOf(schema) };
  for (const [name, field] of fieldsOf(schema)) {
    const value = params.get(name);
    if (value === null) continue;
    const parsed = field.safeParse(value);
    if (parsed.success) query[name] = parsed.data;
  }
  return query as ListQuery<Schema>;
}

/**
 * What differs from the defaults: the procedure's input, and the address's query. Each value goes
 * through its field as the server will take it (a search trimmed, an empty one meaning "any"); one
 * the field refuses is left out.
 */
export function listInputOf<Schema extends ListQuerySchema>(schema: Schema, query: Partial<ListQuery<Schema>>): Partial<ListQuery<Schema>> {
  const defaults: Record<string, unknown> = listDefaultsOf(schema);
  const given: Record<string, unknown> = query;
  const input: Record<string, unknown> = {};
  for (const [name, field] of fieldsOf(schema)) {
    if (given[name] === undefined) continue;
    const parsed = field.safeParse(given[name]);
    if (parsed.success && parsed.data !== undefined && parsed.data !== "" && parsed.data !== defaults[name]) input[name] = parsed.data;
  }
  return input as Partial<ListQuery<Schema>>;
}

/** The query string of a query: defaults left out, so a plain list keeps a plain address. */
export function listParamsOf<Schema extends ListQuerySchema>(schema: Schema, query: Partial<ListQuery<Schema>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(listInputOf(schema, query))) params.set(field, String(value));
  return params;
}

/** A list's CSV export at `path`, with the list's filters and without its page: every match. */
export function exportPathOf<Schema extends ListQuerySchema>(schema: Schema, path: string, query: ListQuery<Schema>): string {
  const params = listParamsOf(schema, query);
  params.delete("page");
  params.delete("pageSize");
  return params.size ? `${path}?${params.toString()}` : path;
}
