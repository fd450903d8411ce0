import { LogOut, UserRound } from "lucide-react";
import { STAFF_ROLE_LABELS, type StaffUser } from "../../../shared/staff/staff-user.ts";
import { Button } from "../../components/ui/button.tsx";
import { useSignOut } from "./use-sign-out.ts";

/** Who is signed in, with which role, and the way out. */
export function SignedInBar({ user }: { user: StaffUser }) {
  const { signingOut, signOut } = useSignOut();
  return (
    <>
      <p className="flex min-w-0 items-center gap-2 text-sm">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-deep-muted" />
        <span className="sr-only">Signed in as </span>
        <span className="truncate font-medium">{user.name || user.email}</span>
        <span className="shrink-0 rounded-full border border-deep-border px-2 py-0.5 text-xs text-deep-muted">{STAFF_ROLE_LABELS[user.role]}</span>
      </p>
      <Button variant="outline-light" size="sm" onClick={() => void signOut()} disabled={signingOut}>
        <LogOut aria-hidden="true" />
        Sign out
      </Button>
    </>
  );
}
