import type { ChangeEvent, InputHTMLAttributes } from "react";
import type { FormValues } from "../../lib/typed-before-hydration.ts";
import { describedBy } from "../../components/form/field-error.tsx";
import { CONTROL_CLASS, FieldShell } from "../../components/form/form-field.tsx";
import type { FieldErrors } from "./enquiry-validation.ts";

type TextFieldOf<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What a field needs of its form (`useEnquiryForm`'s answer). */
interface EnquiryFormState<V extends FormValues> {
  values: V;
  errors: FieldErrors;
  setField: (name: keyof V & string, value: V[keyof V]) => void;
}

interface EnquiryFieldProps<V extends FormValues> {
  form: EnquiryFormState<V>;
  /** The field's name in the form, its values and its errors. */
  name: TextFieldOf<V>;
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** A message box of this many rows instead of a one-line field. */
  rows?: number;
  /** The one-line field's kind and limits. */
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode" | "min" | "max" | "step">;
}

/** A text field of an enquiry form: label, the typed value, its error and hint tied to it. */
export function EnquiryField<V extends FormValues>({ form, name, id, label, required, hint, rows, input }: EnquiryFieldProps<V>) {
  const error = form.errors[name];
  const control = {
    className: CONTROL_CLASS,
    value: form.values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.setField(name, event.target.value as V[keyof V]),
    ...describedBy(id, error, hint),
  };
  return (
    <FieldShell id={id} label={label} required={required ?? false} error={error} hint={hint}>
      {rows ? <textarea id={id} name={name} rows={rows} {...control} /> : <input id={id} name={name} {...input} {...control} />}
    </FieldShell>
  );
}
