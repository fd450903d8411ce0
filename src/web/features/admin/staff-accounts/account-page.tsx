import { adminSectionTitle } from "../../../../../content/staff-area.ts";
import { OWNERS_KEEP_TWO_FACTOR } from "../../../../shared/staff/staff-account-messages.ts";
import type { StaffUser } from "../../../../shared/staff/staff-user.ts";
import { useDocumentTitle } from "../shell/use-document-title.ts";
import { PageTitle, PanelSection } from "../ui/panel-section.tsx";
import { formatStaffDate } from "../ui/staff-date-time.ts";
import { PasswordChangeForm } from "./password-change-form.tsx";
import { SessionsTable } from "./sessions-table.tsx";
import { TwoFactorOffForm } from "./two-factor-off-form.tsx";
import { TwoFactorSetup } from "./two-factor-setup.tsx";

function TwoFactorPart({ user }: { user: StaffUser }) {
  if (!user.totpEnabledAt) return <TwoFactorSetup user={user} />;
  return (
    <>
      <p>
        Two-factor sign-in is <strong>on</strong> (since {formatStaffDate(user.totpEnabledAt)}): signing in asks for a code from your
        authenticator app.
      </p>
      {user.role === "owner" ? <p className="text-sm text-muted-foreground">{`${OWNERS_KEEP_TWO_FACTOR} on.`}</p> : <TwoFactorOffForm />}
      <h3 className="pt-2 text-lg font-semibold">Move to a new phone</h3>
      <TwoFactorSetup user={user} />
    </>
  );
}

/** Your account (ADR 013): your password, two-factor sign-in and where you are signed in. */
export function AccountPage({ user }: { user: StaffUser }) {
  useDocumentTitle(adminSectionTitle("Your account"));
  return (
    <div className="space-y-8">
      <div>
        <PageTitle>Your account</PageTitle>
        <p className="mt-2 text-muted-foreground">
          {user.name ? `${user.name}, ` : ""}
          {user.email}
        </p>
      </div>
      <PanelSection id="account-password" heading="Change password">
        <p className="max-w-prose text-sm">Changing your password signs you out everywhere else.</p>
        <PasswordChangeForm user={user} />
      </PanelSection>
      <PanelSection id="account-two-factor" heading="Two-factor sign-in">
        <TwoFactorPart user={user} />
      </PanelSection>
      <PanelSection id="account-sessions" heading="Where you are signed in">
        <p className="max-w-prose text-sm">If you do not recognise a session, sign it out and change your password.</p>
        <SessionsTable caption="Your sessions" />
      </PanelSection>
    </div>
  );
}
