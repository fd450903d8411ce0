import { useQueryClient } from "@tanstack/react-query";
import KeyRound from "lucide-react/icons/key-round";
import { NEW_PASSWORD_MIN_LENGTH } from "../../../../shared/staff/staff-account-messages.ts";
import type { StaffUser } from "../../../../shared/staff/staff-user.ts";
import { Button } from "../../../components/ui/button.tsx";
import { staffSessionKey } from "../sign-in/staff-api.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { StaffField } from "../ui/staff-field.tsx";
import { requireFields, useStaffForm } from "../ui/use-staff-form.ts";
import { AccountProofFields, missingProof, proofFieldsFor, proofOf } from "./account-proof-fields.tsx";
import { changePassword, staffListFilters } from "./staff-account-api.ts";

/** The server's rules for a new password (ADR 013), said before anyone types one. */
const NEW_PASSWORD_RULES = `At least ${NEW_PASSWORD_MIN_LENGTH} characters. Not a common password, and not your name or e-mail address.`;
const PASSWORDS_DIFFER = "The two new passwords are not the same";

/**
 * Choose a new password: the current one (and a current code with two-factor sign-in on), the new
 * one twice. The server ends every other session
 * and starts a new one here, so the session answer it sends replaces the one in memory (a hold on
 * the account lifts at once).
 */
export function PasswordChangeForm({ user, idPrefix = "password" }: { user: StaffUser; idPrefix?: string }) {
  const queryClient = useQueryClient();
  const twoFactorOn = user.totpEnabledAt !== null;
  const { status, sending, field, submit, formRef } = useStaffForm({
    fields: [...proofFieldsFor(twoFactorOn), "newPassword", "repeatPassword"],
    check: (values) => {
      const missing = { ...missingProof(values, twoFactorOn), ...requireFields(values, { newPassword: "New password", repeatPassword: "The new password again" }) };
      if (!missing.repeatPassword && !missing.newPassword && values.newPassword !== values.repeatPassword) missing.repeatPassword = PASSWORDS_DIFFER;
      return missing;
    },
    send: async (values) => {
      const changed = await changePassword({ ...proofOf(values, twoFactorOn), newPassword: values.newPassword });
      queryClient.setQueryData(staffSessionKey(), { user: changed });
      void queryClient.invalidateQueries(staffListFilters.sessions());
    },
    successMessage: "Your password has been changed",
  });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Choose a new password" className="max-w-md space-y-5">
      <FormStatus message={status} />
      {/* For password managers: which account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <AccountProofFields idPrefix={idPrefix} twoFactorOn={twoFactorOn} field={field} />
      <StaffField id={`${idPrefix}-new`} label="New password" hint={NEW_PASSWORD_RULES} type="password" autoComplete="new-password" required {...field("newPassword")} />
      <StaffField id={`${idPrefix}-repeat`} label="New password again" type="password" autoComplete="new-password" required {...field("repeatPassword")} />
      <Button type="submit" disabled={sending}>
        <KeyRound aria-hidden="true" />
        {sending ? "Changing password..." : "Change password"}
      </Button>
    </form>
  );
}
