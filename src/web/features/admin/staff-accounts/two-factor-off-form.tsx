import { useQueryClient } from "@tanstack/react-query";
import { ShieldOff } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { STAFF_SESSION_QUERY_KEY } from "../sign-in/staff-api.ts";
import { FormAlert } from "../ui/form-alert.tsx";
import { StaffField } from "../ui/staff-field.tsx";
import { requireFields, useStaffForm } from "../ui/use-staff-form.ts";
import { disableTwoFactor } from "./staff-account-api.ts";

/** Reception may switch two-factor sign-in off (ADR 013), proving who they are with their password. */
export function TwoFactorOffForm() {
  const queryClient = useQueryClient();
  const { errors, status, sending, clearError, submit, formRef } = useStaffForm({
    fields: ["password"] as const,
    check: (values) => requireFields(values, { password: "Password" }),
    send: ({ password }) => disableTwoFactor(password),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STAFF_SESSION_QUERY_KEY }),
    successMessage: "Two-factor sign-in is off",
  });
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Turn off two-factor sign-in" className="max-w-md space-y-4">
      <FormAlert message={status} />
      <StaffField
        id="two-factor-off-password"
        name="password"
        label="Your password"
        hint="To turn two-factor sign-in off, confirm it is you."
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        onChange={() => clearError("password")}
      />
      <Button type="submit" variant="outline" disabled={sending}>
        <ShieldOff aria-hidden="true" />
        {sending ? "Turning off..." : "Turn off two-factor sign-in"}
      </Button>
    </form>
  );
}
