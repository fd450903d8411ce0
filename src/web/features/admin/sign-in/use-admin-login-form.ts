import { useEffect, useRef, useState, type FormEvent } from "react";
import { adminLoginSchema } from "../../../../shared/staff/admin-login.ts";
import { STAFF_MESSAGES } from "../../../../shared/staff/staff-messages.ts";
import type { StaffUser } from "../../../../shared/staff/staff-user.ts";
import { fieldErrorsOf } from "../../../../shared/validation/field-errors.ts";
import { currentToasts, dismissToast, showToast } from "../../../lib/toast.ts";
import { staffCallFailure } from "../shell/staff-call-error.ts";
import { browserSessionStorage } from "../shell/browser-session-storage.ts";
import { toastAfterReload } from "../shell/reload-toast.ts";
import { fieldBinding } from "../ui/staff-field.tsx";
import { takeReturnPath } from "./return-path.ts";
import { signIn } from "./staff-api.ts";

export type LoginField = "email" | "password" | "totpCode";
export type LoginErrors = Partial<Record<LoginField, string>>;

const FIELDS: readonly LoginField[] = ["email", "password", "totpCode"];

function textOf(form: FormData, name: LoginField): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The refusals that belong under a field of this form; others are shown as the form's status. */
function loginErrorsOf(fieldErrors: Readonly<Record<string, string>>): LoginErrors {
  return Object.fromEntries(FIELDS.flatMap((field) => (fieldErrors[field] ? [[field, fieldErrors[field]]] : [])));
}

/**
 * Staff sign-in: the shared schema's messages under
 * each field with the toast "Please correct the errors below." and focus on the first; editing a
 * field clears its error; the server's refusal or the network failure as the form's status; on
 * success a full page load into the staff area, where the saved address (a lost session) wins, or
 * `onSignedIn` (signing in again over the screen, ADR 091).
 *
 * An account with two-factor sign-in (ADR 013) is answered 401 with a `totpCode` field
 * message: the form then shows the code field, focused, and sends the code with the next try.
 *
 * The values are read from the form when it is sent, not from React state: a password manager or
 * the browser's autofill may fill the fields without the input events React listens to.
 */
/** After the sign-in page's sign-in: a full page load, so the staff area starts from the new session alone. */
function loadStaffArea(): void {
  // The button stays on "Signing in..." until the next page replaces this one.
  toastAfterReload(STAFF_MESSAGES.LOGIN_SUCCESS);
  window.location.assign(takeReturnPath(browserSessionStorage()));
}

export function useAdminLoginForm(onSignedIn: (user: StaffUser) => void = loadStaffArea) {
  const [errors, setErrors] = useState<LoginErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [askForCode, setAskForCode] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The last "Please correct the errors below.", taken away once the form is sent again.
  const dismissInvalidToast = useRef<(() => void) | null>(null);
  // Bumped when errors are shown: once React has marked the fields invalid, the first one takes focus.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function clearError(field: LoginField): void {
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function showFieldErrors(fieldErrors: LoginErrors): void {
    setErrors(fieldErrors);
    dismissInvalidToast.current?.();
    dismissInvalidToast.current = null;
    // Asking for the second factor is a next step, not a mistake: its field says so on its own.
    const onlyTheCode = Object.keys(fieldErrors).every((field) => field === "totpCode");
    if (fieldErrors.totpCode) setAskForCode(true);
    if (!onlyTheCode) dismissInvalidToast.current = showToast(STAFF_MESSAGES.FORM_INVALID, "error");
    setFocusRequest((count) => count + 1);
  }

  /**
   * The server refused the e-mail and password (ADR 102): the password typed goes and the field
   * takes the focus for the next try, and a notice left from before ("Logged out successfully")
   * goes, so the form's "Login failed" is the one thing said.
   */
  function refused(): void {
    for (const toast of currentToasts()) dismissToast(toast.id);
    const password = formRef.current?.elements.namedItem("password");
    if (password instanceof HTMLInputElement) {
      password.value = "";
      password.focus();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    setStatus(null);
    const parsed = adminLoginSchema.safeParse({ email: textOf(form, "email"), password: textOf(form, "password") });
    if (!parsed.success) return showFieldErrors(loginErrorsOf(fieldErrorsOf(parsed.error)));

    const totpCode = textOf(form, "totpCode").trim();
    setErrors({});
    dismissInvalidToast.current?.();
    dismissInvalidToast.current = null;
    setSending(true);
    let user: StaffUser;
    try {
      user = await signIn(totpCode ? { ...parsed.data, totpCode } : parsed.data);
    } catch (error) {
      setSending(false);
      const failure = staffCallFailure(error);
      if (!failure || failure.status === null) return setStatus(STAFF_MESSAGES.LOGIN_EXCEPTION);
      const fieldErrors = loginErrorsOf(failure.fieldErrors);
      if (Object.keys(fieldErrors).length > 0) return showFieldErrors(fieldErrors);
      refused();
      return setStatus(failure.serverError ?? STAFF_MESSAGES.LOGIN_FAILED);
    }
    onSignedIn(user);
  }

  return { status, sending, askForCode, field: fieldBinding(errors, clearError), submit, formRef };
}
