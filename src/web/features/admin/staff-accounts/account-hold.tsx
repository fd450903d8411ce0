import { adminSectionTitle } from "../../../../../content/staff-area.ts";
import type { StaffUser } from "../../../../shared/staff/staff-user.ts";
import { useDocumentTitle } from "../shell/use-document-title.ts";
import { PageTitle, PanelSection } from "../ui/panel-section.tsx";
import { PasswordChangeForm } from "./password-change-form.tsx";
import { TwoFactorSetup } from "./two-factor-setup.tsx";

export type AccountHoldReason = "password" | "two-factor";

/**
 * What must be done before the staff area opens (ADR 013): the server refuses every staff call
 * while a reset password is unchanged, and every staff call of an owner without two-factor
 * sign-in. The password comes first: two-factor set-up needs a session that may work.
 */
export function accountHoldOf(user: StaffUser): AccountHoldReason | null {
  if (user.mustChangePassword) return "password";
  if (user.role === "owner" && !user.totpEnabledAt) return "two-factor";
  return null;
}

/** The one form a held account sees in place of the tabs. */
export function AccountHold({ user, reason }: { user: StaffUser; reason: AccountHoldReason }) {
  const title = reason === "password" ? "Choose a new password" : "Set up two-factor sign-in";
  useDocumentTitle(adminSectionTitle(title));
  return (
    <div className="space-y-6">
      <PageTitle>{title}</PageTitle>
      {reason === "password" ? (
        <PanelSection id="hold-password" heading="Your new password">
          <p className="max-w-prose">Your password was set by someone else. Choose your own before you continue.</p>
          <PasswordChangeForm user={user} idPrefix="hold-password" />
        </PanelSection>
      ) : (
        <PanelSection id="hold-two-factor" heading="Two-factor sign-in">
          <p className="max-w-prose">Owners must have two-factor sign-in. Set it up now to open the staff area.</p>
          <TwoFactorSetup user={user} />
        </PanelSection>
      )}
    </div>
  );
}
