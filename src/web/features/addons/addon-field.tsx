import Check from "lucide-react/icons/check";
import type { ReactNode } from "react";
import { FieldError } from "../../components/form/field-error.tsx";
import { FieldShell } from "../../components/form/form-field.tsx";
import type { FieldVerdict } from "./use-addon-form.ts";

interface AddonFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  verdict: FieldVerdict;
  children: ReactNode;
}

/** The ids a control points to: its hint, then its error or its tick. */
export function describedByVerdict(id: string, verdict: FieldVerdict, hint?: string): { "aria-invalid"?: true; "aria-describedby"?: string } {
  const ids = [hint ? `${id}-hint` : "", verdict.kind === "error" ? `${id}-error` : verdict.kind === "valid" ? `${id}-valid` : ""].filter(Boolean).join(" ");
  return { ...(verdict.kind === "error" ? { "aria-invalid": true as const } : {}), ...(ids ? { "aria-describedby": ids } : {}) };
}

/** Its message under a field: red when a rule fails, a green tick once it is valid. */
export function VerdictMessage({ id, verdict, validText = "Looks good" }: { id: string; verdict: FieldVerdict; validText?: string }) {
  if (verdict.kind === "error") return <FieldError id={id} error={verdict.message} />;
  if (verdict.kind === "valid") {
    return (
      <p id={`${id}-valid`} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-emerald-800 dark:text-emerald-300">
        <Check aria-hidden="true" className="size-4" />
        {validText}
      </p>
    );
  }
  return null;
}

/** A field of the add-on form: the site's field shell with the verdict (error or tick) under its control. */
export function AddonField({ id, label, required = false, hint, verdict, children }: AddonFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} message={<VerdictMessage id={id} verdict={verdict} />}>
      {children}
    </FieldShell>
  );
}
