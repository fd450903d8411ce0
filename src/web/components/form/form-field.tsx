import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { describedBy, FieldError } from "./field-error.tsx";

interface FieldShellProps {
  id: string;
  label: string;
  /** Says "(required)" in words after the label. */
  required?: boolean;
  error?: string | undefined;
  /** A line under the label saying what to enter. */
  hint?: string | undefined;
  /** What stands under the control instead of the red error line (the add-on form's error or tick). */
  message?: ReactNode;
  /** The field's place in its form's layout. */
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A field's label (with "required" in words), its hint, its control and the red message under it:
 * the one field shell of the enquiry, privacy, unsubscribe and add-on forms and of the staff
 * area. The control takes `describedBy(...)` so it points at the hint and the message.
 */
export function FieldShell({ id, label, required = false, error, hint, message, className, children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
        {required ? <span className="text-muted-foreground"> (required)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">{children}</div>
      {message ?? <FieldError id={id} error={error} />}
    </div>
  );
}

export const CONTROL_CLASS =
  "block min-h-11 scroll-mt-40 w-full rounded-sm border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-brand disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700 dark:aria-invalid:border-red-400";

interface CheckboxFieldProps {
  id: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  children: ReactNode;
}

/** A tick box with its label beside it and, when it is missing, the red message under both. */
export function CheckboxField({ id, name, checked, onChange, error, children }: CheckboxFieldProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className={cn("mt-0.5 size-6 shrink-0 scroll-mt-40 accent-brand", error && "outline-2 outline-red-700")}
          {...describedBy(id, error)}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-foreground">
          {children}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
