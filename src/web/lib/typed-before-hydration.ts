/** A form's values by field name: text fields hold strings, tick boxes booleans. */
export type FormValues = Record<string, string | boolean>;

/** What a pre-rendered form offers for reading its fields (an HTMLFormElement, or a stand-in). */
export interface FieldsOf {
  elements: { namedItem(name: string): unknown };
}

interface TextControl {
  value: string;
}
interface TickBox {
  type: "checkbox";
  checked: boolean;
}

function isTickBox(field: unknown): field is TickBox {
  return typeof field === "object" && field !== null && (field as { type?: unknown }).type === "checkbox" && typeof (field as { checked?: unknown }).checked === "boolean";
}

function isTextControl(field: unknown): field is TextControl {
  return typeof field === "object" && field !== null && typeof (field as { value?: unknown }).value === "string";
}

/**
 * The fields of `form` whose value differs from its default: what was typed or ticked in the
 * pre-rendered form before its code ran. A public form is HTML first and its code arrives later
 * (ADR 011, ADR 044), so a guest may already be typing; the form adopts this when it hydrates
 * instead of starting empty. Only the defaults' own fields are read, each as its default's kind.
 */
export function typedBeforeHydration<V extends FormValues>(form: FieldsOf | null, defaults: V): Partial<V> {
  const typed: FormValues = {};
  if (!form) return typed as Partial<V>;
  for (const [name, fallback] of Object.entries(defaults)) {
    const field = form.elements.namedItem(name);
    if (typeof fallback === "boolean") {
      if (isTickBox(field) && field.checked !== fallback) typed[name] = field.checked;
    } else if (isTextControl(field) && !isTickBox(field) && field.value !== fallback) {
      typed[name] = field.value;
    }
  }
  return typed as Partial<V>;
}
