import LogIn from "lucide-react/icons/log-in";
import type { StaffUser } from "../../../../shared/staff/staff-user.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { CODE_ENTRY, EMAIL_ENTRY, StaffField } from "../ui/staff-field.tsx";
import { useAdminLoginForm } from "./use-admin-login-form.ts";

/** E-mail and password (and the second factor when asked), and why signing in failed. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn?: (user: StaffUser) => void }) {
  const { status, sending, askForCode, field, submit, formRef } = useAdminLoginForm(onSignedIn);
  return (
    <form ref={formRef} method="post" noValidate onSubmit={(event) => void submit(event)} aria-label="Staff sign in" className="space-y-5">
      <FormStatus message={status} />
      {/* Focused on arrival, so the member of staff types at once (ADR 102). */}
      <StaffField id="admin-email" label="Email" {...EMAIL_ENTRY} inputMode="email" autoComplete="username" autoFocus required {...field("email")} />
      <StaffField id="admin-password" label="Password" type="password" autoComplete="current-password" required {...field("password")} />
      {askForCode ? (
        <StaffField id="admin-totp-code" label="Authentication code" hint="From your authenticator app, or one of your recovery codes." {...CODE_ENTRY} required {...field("totpCode")} />
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        <LogIn aria-hidden="true" />
        {sending ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
