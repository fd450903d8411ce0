import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { STAFF_MESSAGES } from "../../../../shared/staff/staff-messages.ts";
import { showToast } from "../../../lib/toast.ts";
import { staffCallFailure, staffCallMessage, type StaffCallFailure } from "../shell/staff-call-error.ts";
import { fieldBinding } from "./staff-field.tsx";

export type FormValues<F extends string> = Record<F, string>;
export type FormErrors<F extends string> = Partial<Record<F, string>>;

export interface StaffFormOptions<F extends string> {
  fields: readonly F[];
  /** What the browser can tell before sending (a missing field, two passwords that differ). */
  check?: (values: FormValues<F>) => FormErrors<F>;
  send: (values: FormValues<F>) => Promise<unknown>;
  /** A server field name that belongs under one of this form's fields ("password" → "temporaryPassword"). */
  aliases?: Readonly<Record<string, F>>;
  /** After the server said yes; the form has been emptied. */
  onSuccess?: (values: FormValues<F>) => void;
  /** The toast for a success, if any. */
  successMessage?: string | ((values: FormValues<F>) => string);
}

function textOf(value: FormDataEntryValue | null): string {
  return typeof value === "string" ? value : "";
}

/** The server's reason when it sent one; its silence or absence in words a person can act on. */
export function failureMessage(error: unknown): string {
  return staffCallMessage(error, "Something went wrong. Please try again.");
}

/**
 * A staff form (the sign-in form's behaviour, for any fields): the browser's own checks first, then
 * the call through TanStack Query; the server's field messages under their fields with focus on the
 * first and "Please correct the errors below."; any other refusal as the form's status; editing a
 * field clears its error; on success the form empties and a toast says so. Values are read from the
 * form when it is sent, so a password manager's filling counts.
 */
export function useStaffForm<F extends string>({ fields, check, send, aliases = {}, onSuccess, successMessage }: StaffFormOptions<F>) {
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [status, setStatus] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const mutation = useMutation({ mutationFn: send });
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function clearError(field: F): void {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showFieldErrors(fieldErrors: FormErrors<F>): void {
    setErrors(fieldErrors);
    showToast(STAFF_MESSAGES.FORM_INVALID, "error");
    setFocusRequest((count) => count + 1);
  }

  function fieldErrorsFromServer(error: StaffCallFailure): FormErrors<F> {
    const found: FormErrors<F> = {};
    for (const [name, message] of Object.entries(error.fieldErrors)) {
      const field = (fields as readonly string[]).includes(name) ? (name as F) : aliases[name];
      if (field && !found[field]) found[field] = message;
    }
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (mutation.isPending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(fields.map((field) => [field, textOf(data.get(field))])) as FormValues<F>;
    setStatus(null);
    const problems = check?.(values) ?? {};
    if (Object.values(problems).some(Boolean)) return showFieldErrors(problems);
    setErrors({});
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      const failure = staffCallFailure(error);
      const fieldErrors = failure ? fieldErrorsFromServer(failure) : {};
      if (Object.keys(fieldErrors).length > 0) return showFieldErrors(fieldErrors);
      return setStatus(failureMessage(error));
    }
    form.reset();
    if (successMessage) showToast(typeof successMessage === "string" ? successMessage : successMessage(values), "success");
    onSuccess?.(values);
  }

  return { status, sending: mutation.isPending, field: fieldBinding(errors, clearError), submit, formRef };
}

/** "Current password is required" for each empty field named in `labels`. */
export function requireFields<F extends string>(values: FormValues<F>, labels: Partial<Record<F, string>>): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const [field, label] of Object.entries(labels) as [F, string][]) {
    if (!values[field].trim()) errors[field] = `${label} is required`;
  }
  return errors;
}
