import LogIn from "lucide-react/icons/log-in";
import type { StaffUser } from "../../../../shared/staff/staff-user.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../ui/form-alert.tsx";
import { StaffField } from "../ui/staff-field.tsx";
import { useAdminLoginForm } from "./use-admin-login-form.ts";

/** E-mail and password (and the second factor when asked), and why signing in failed. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn?: (user: StaffUser) => void }) {
  const { errors, status, sending, askForCode, clearError, submit, formRef } = useAdminLoginForm(onSignedIn);
  return (
    <form ref={formRef} method="post" noValidate onSubmit={(event) => void submit(event)} aria-label="Staff sign in" className="space-y-5">
      <FormAlert message={status} />
      <StaffField
        id="admin-email"
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.email}
        onChange={() => clearError("email")}
      />
      <StaffField
        id="admin-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        onChange={() => clearError("password")}
      />
      {askForCode ? (
        <StaffField
          id="admin-totp-code"
          name="totpCode"
          label="Authentication code"
          hint="From your authenticator app, or one of your recovery codes."
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.totpCode}
          onChange={() => clearError("totpCode")}
        />
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        <LogIn aria-hidden="true" />
        {sending ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
