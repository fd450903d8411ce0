import type { ComponentProps, ReactNode } from "react";
import { Input } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/cn.ts";

interface FieldShellProps {
  id: string;
  label: string;
  /** A line under the label saying what to enter. */
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  /** The control, given the attributes that tie it to its hint and error. */
  children: (control: { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined }) => ReactNode;
}

/**
 * A label, an optional hint, the control and its red message under it, tied to the control by
 * aria-describedby and marked aria-invalid. The enquiry forms' FieldShell in the staff area's own
 * module (ADR 014).
 */
function FieldShell({ id, label, hint, error, className, children }: FieldShellProps) {
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
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ShellProps = { id: string; label: string; hint?: string; error?: string | undefined };

type StaffFieldProps = Omit<ComponentProps<"input">, "id" | "aria-invalid" | "aria-describedby"> & ShellProps;

/** A labelled text field with its hint and error. */
export function StaffField({ id, label, hint, error, className, ...inputProps }: StaffFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => <Input className="mt-1.5" {...control} {...inputProps} />}
    </FieldShell>
  );
}

type StaffSelectProps = Omit<ComponentProps<"select">, "id" | "aria-invalid" | "aria-describedby"> & ShellProps;

/** A labelled drop-down list with its hint and error, styled like the text fields. */
export function StaffSelect({ id, label, hint, error, className, children, ...selectProps }: StaffSelectProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          className={cn(
            "mt-1.5 block min-h-11 w-full rounded-sm border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs transition-colors focus-visible:border-brand aria-invalid:border-red-700 dark:aria-invalid:border-red-400",
          )}
          {...control}
          {...selectProps}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

type StaffTextAreaProps = Omit<ComponentProps<"textarea">, "id" | "aria-invalid" | "aria-describedby"> & ShellProps;

/** A labelled text area with its hint and error, styled like the text fields. */
export function StaffTextArea({ id, label, hint, error, className, ...areaProps }: StaffTextAreaProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          rows={3}
          className="mt-1.5 block w-full rounded-sm border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs transition-colors focus-visible:border-brand aria-invalid:border-red-700 dark:aria-invalid:border-red-400"
          {...control}
          {...areaProps}
        />
      )}
    </FieldShell>
  );
}
