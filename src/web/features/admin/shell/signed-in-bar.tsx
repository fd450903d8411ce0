import LogOut from "lucide-react/icons/log-out";
import Settings from "lucide-react/icons/settings";
import UserRound from "lucide-react/icons/user-round";
import { NavLink } from "react-router-dom";
import { ADMIN_ACCOUNT_PATH } from "../../../../shared/staff/admin-sections.ts";
import { STAFF_ROLE_LABELS, type StaffUser } from "../../../../shared/staff/staff-user.ts";
import { Button, buttonVariants } from "../../../components/ui/button.tsx";
import { useSignOut } from "../sign-in/use-sign-out.ts";

/** Who is signed in, with which role, their account page (not while it is on hold), and the way out. */
export function SignedInBar({ user, showAccountLink = true }: { user: StaffUser; showAccountLink?: boolean }) {
  const { signingOut, signOut } = useSignOut();
  return (
    <>
      <p className="flex min-w-0 items-center gap-2 text-sm">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-deep-muted" />
        <span className="sr-only">Signed in as </span>
        <span className="truncate font-medium">{user.name || user.email}</span>
        <span className="shrink-0 rounded-full border border-deep-border px-2 py-0.5 text-xs text-deep-muted">{STAFF_ROLE_LABELS[user.role]}</span>
      </p>
      {showAccountLink ? (
        <NavLink to={ADMIN_ACCOUNT_PATH} className={buttonVariants({ variant: "outline-light", size: "sm" })}>
          <Settings aria-hidden="true" />
          Your account
        </NavLink>
      ) : null}
      <Button variant="outline-light" size="sm" onClick={() => void signOut()} disabled={signingOut}>
        <LogOut aria-hidden="true" />
        Sign out
      </Button>
    </>
  );
}
