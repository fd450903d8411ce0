import { useQueryClient } from "@tanstack/react-query";
import ShieldOff from "lucide-react/icons/shield-off";
import { Button } from "../../../components/ui/button.tsx";
import { staffSessionKey } from "../sign-in/staff-api.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { useStaffForm } from "../ui/use-staff-form.ts";
import { AccountProofFields, missingProof, proofFieldsFor, proofOf } from "./account-proof-fields.tsx";
import { disableTwoFactor, staffListFilters } from "./staff-account-api.ts";

/**
 * Reception may switch two-factor sign-in off (ADR 013), proving who they are with their password
 * and a current code (ADR 035); the server signs them out everywhere else.
 */
export function TwoFactorOffForm() {
  const queryClient = useQueryClient();
  const { status, sending, field, submit, formRef } = useStaffForm({
    fields: proofFieldsFor(true),
    check: (values) => missingProof(values, true),
    send: (values) => disableTwoFactor(proofOf(values, true)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffSessionKey() });
      void queryClient.invalidateQueries(staffListFilters.sessions());
    },
    successMessage: "Two-factor sign-in is off",
  });
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Turn off two-factor sign-in" className="max-w-md space-y-4">
      <FormStatus message={status} />
      <p className="text-sm">To turn two-factor sign-in off, confirm it is you. You are signed out everywhere else.</p>
      <AccountProofFields idPrefix="two-factor-off" twoFactorOn field={field} />
      <Button type="submit" variant="outline" disabled={sending}>
        <ShieldOff aria-hidden="true" />
        {sending ? "Turning off..." : "Turn off two-factor sign-in"}
      </Button>
    </form>
  );
}
