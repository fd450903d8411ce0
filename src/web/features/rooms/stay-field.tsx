import type { ReactNode } from "react";
import { FieldError } from "../../components/form/field-error.tsx";

/** The stay search's control look (kept here, not shared with the enquiry forms, so neither page loads the other's code). */
export const STAY_CONTROL_CLASS =
  "block min-h-11 w-full rounded-sm border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs focus-visible:border-brand aria-invalid:border-red-700 dark:aria-invalid:border-red-400";

/** One field of the stay search: its label above, its control, its message in red below. */
export function StayField({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      <FieldError id={id} error={error} />
    </div>
  );
}
