// The red line under a field and the attributes that tie its control to it: a module of its own,
// free of the form shell's class merging, so the stay search's island can use it without loading
// the enquiry forms' code.

/** A field's error in red under its control, named `<id>-error` for the control's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
      {error}
    </p>
  ) : null;
}

/** The aria attributes that tie a control to its hint and its error. */
export function describedBy(id: string, error: string | undefined, hint?: string): { "aria-invalid"?: true; "aria-describedby"?: string } {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { ...(error ? { "aria-invalid": true as const } : {}), ...(ids ? { "aria-describedby": ids } : {}) };
}
