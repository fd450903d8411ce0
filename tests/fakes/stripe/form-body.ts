/**
 * Reads a body as the Stripe SDK sends it (application/x-www-form-urlencoded with bracketed keys,
 * `line_items[0][price_data][unit_amount]=1000`, `metadata[reference]=PET-7K3M9Q`) into the nested
 * object the API documents. Objects whose keys are all indices become arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

function keyPath(key: string): string[] {
  const head = key.split("[", 1)[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? "");
  return [head, ...rest];
}

function arraysOf(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, arraysOf(inner)] as const);
  const indexed = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
  if (indexed) return [...entries].sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  return Object.fromEntries(entries);
}

export function parseFormBody(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node: Record<string, FormValue> = root;
    path.forEach((part, index) => {
      const name = part === "" ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== "object" || Array.isArray(next)) node[name] = {};
      node = node[name] as Record<string, FormValue>;
    });
  }
  return arraysOf(root) as Record<string, FormValue>;
}

/** A string field of a parsed body, or undefined. */
export function text(body: Record<string, FormValue> | FormValue | undefined, name: string): string | undefined {
  if (typeof body !== "object" || Array.isArray(body)) return undefined;
  const value = body[name];
  return typeof value === "string" ? value : undefined;
}

/** An object field of a parsed body (metadata), as strings only. */
export function stringRecord(value: FormValue | undefined): Record<string, string> {
  if (typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
