import type { ComponentProps } from "react";
import { describedBy } from "../../../components/form/field-error.tsx";
import { FieldShell } from "../../../components/form/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";

type ShellProps = { id: string; label: string; hint?: string; error?: string | undefined };

type StaffFieldProps = Omit<ComponentProps<"input">, "id" | "aria-invalid" | "aria-describedby"> & ShellProps;

// The staff area's controls in the site's one field shell (components/form/form-field.tsx).

/** A field's name, its error and the clearing of that error on an edit, spread on its control. */
export type FieldBinding<F extends string> = (field: F) => { name: string; error: string | undefined; onChange: () => void };

/** The binding of a form's fields to its errors: `{...field("email")}`. */
export function fieldBinding<F extends string>(errors: Partial<Record<F, string>>, clearError: (field: F) => void): FieldBinding<F> {
  return (field) => ({ name: field, error: errors[field], onChange: () => clearError(field) });
}

/** An e-mail address as typed: no capital letter added, no spelling check. */
export const EMAIL_ENTRY = { type: "email", autoCapitalize: "none", spellCheck: false } as const;

/** A one-time code or a recovery code, which the browser may fill in from the authenticator. */
export const CODE_ENTRY = { autoComplete: "one-time-code", autoCapitalize: "none", spellCheck: false } as const;

/** A labelled text field with its hint and error. */
export function StaffField({ id, label, hint, error, className, ...inputProps }: StaffFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <Input id={id} {...describedBy(id, error, hint)} {...inputProps} />
    </FieldShell>
  );
}

type StaffSelectProps = Omit<ComponentProps<"select">, "id" | "aria-invalid" | "aria-describedby"> & ShellProps;

/** A labelled drop-down list with its hint and error, styled like the text fields. */
export function StaffSelect({ id, label, hint, error, className, children, ...selectProps }: StaffSelectProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <select
        className="block min-h-11 w-full rounded-sm border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs transition-colors focus-visible:border-brand aria-invalid:border-red-700 dark:aria-invalid:border-red-400"
        id={id}
        {...describedBy(id, error, hint)}
        {...selectProps}
      >
        {children}
      </select>
    </FieldShell>
  );
}

type StaffTextAreaProps = Omit<ComponentProps<"textarea">, "id" | "aria-invalid" | "aria-describedby"> & ShellProps;

/** A labelled text area with its hint and error, styled like the text fields. */
export function StaffTextArea({ id, label, hint, error, className, ...areaProps }: StaffTextAreaProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        rows={3}
        className="block w-full rounded-sm border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs transition-colors focus-visible:border-brand aria-invalid:border-red-700 dark:aria-invalid:border-red-400"
        id={id}
        {...describedBy(id, error, hint)}
        {...areaProps}
      />
    </FieldShell>
  );
}

interface ChoiceFilterProps<Choice extends string> {
  id: string;
  label: string;
  /** The first option, which filters nothing ("All types"). */
  everyChoice: string;
  /** Each choice and its label, in the order the list offers them. */
  labels: Readonly<Record<Choice, string>>;
  /** The filter's value as the address holds it: anything but one of the choices shows every choice. */
  value: string | undefined;
  /** The choice made, or undefined for every choice. */
  onChange: (choice: Choice | undefined) => void;
}

/** A list's filter on one of a fixed set of choices, or on none: every staff list words it the same way. */
export function ChoiceFilter<Choice extends string>({ id, label, everyChoice, labels, value, onChange }: ChoiceFilterProps<Choice>) {
  const choices = Object.keys(labels) as Choice[];
  const choiceOf = (text: string | undefined) => choices.find((choice) => choice === text);
  return (
    <StaffSelect id={id} label={label} value={choiceOf(value) ?? ""} onChange={(event) => onChange(choiceOf(event.target.value))}>
      <option value="">{everyChoice}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labels[choice]}
        </option>
      ))}
    </StaffSelect>
  );
}
