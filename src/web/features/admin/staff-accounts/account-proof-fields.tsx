import { CODE_ENTRY, type FieldBinding, StaffField } from "../ui/staff-field.tsx";
import { type FormErrors, type FormValues, requireFields } from "../ui/use-staff-form.ts";

// Proof of the person (ADR 035): an account change asks for the current password and,
// when two-factor sign-in is on, a current code. One pair of fields for every form that asks.

export type ProofField = "currentPassword" | "currentCode";

/** The proof's fields for an account with or without two-factor sign-in. */
export function proofFieldsFor(twoFactorOn: boolean): ProofField[] {
  return twoFactorOn ? ["currentPassword", "currentCode"] : ["currentPassword"];
}

const CODE_LABEL = "Code from your authenticator app";

/** The browser's own check: each field the proof needs is filled in. */
export function missingProof(values: Partial<Record<ProofField, string>>, twoFactorOn: boolean): FormErrors<ProofField> {
  const labels: Partial<Record<ProofField, string>> = twoFactorOn ? { currentPassword: "Current password", currentCode: CODE_LABEL } : { currentPassword: "Current password" };
  const filledIn: FormValues<ProofField> = { currentPassword: values.currentPassword ?? "", currentCode: values.currentCode ?? "" };
  return requireFields(filledIn, labels);
}

/** What the server is sent: the code only when the account has two-factor sign-in. */
export function proofOf(values: Partial<Record<ProofField, string>>, twoFactorOn: boolean): { currentPassword: string; currentCode?: string } {
  const currentPassword = values.currentPassword ?? "";
  return twoFactorOn ? { currentPassword, currentCode: (values.currentCode ?? "").trim() } : { currentPassword };
}

/** The current password and, with two-factor sign-in on, a current code, with their errors. */
export function AccountProofFields({ idPrefix, twoFactorOn, field }: { idPrefix: string; twoFactorOn: boolean; field: FieldBinding<ProofField> }) {
  return (
    <>
      <StaffField id={`${idPrefix}-current`} label="Current password" type="password" autoComplete="current-password" required {...field("currentPassword")} />
      {twoFactorOn ? (
        <StaffField
          id={`${idPrefix}-current-code`}
          label={CODE_LABEL}
          hint="The newest code your app shows (each code works once), or one of your recovery codes."
          inputMode="numeric"
          {...CODE_ENTRY}
          required
          {...field("currentCode")}
        />
      ) : null}
    </>
  );
}
