import type { ComponentProps } from "react";
import { Input } from "../../components/ui/input.tsx";

type StaffFieldProps = Omit<ComponentProps<"input">, "id" | "aria-invalid" | "aria-describedby"> & {
  id: string;
  label: string;
  /** A line under the label saying what to enter. */
  hint?: string;
  error?: string | undefined;
};

/**
 * A labelled text field with its red message under it, tied to it by aria-describedby and marked
 * aria-invalid. The enquiry forms' FieldShell in the staff area's own module (ADR 014).
 */
export function StaffField({ id, label, hint, error, className, ...inputProps }: StaffFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <Input id={id} className="mt-1.5" aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...inputProps} />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
