import RotateCcw from "lucide-react/icons/rotate-ccw";
import { Link } from "react-router-dom";
import { ADMIN_LOGIN_PATH } from "../../../../shared/staff/staff-area-path.ts";
import { Button, buttonVariants } from "../../../components/ui/button.tsx";
import { staffCallMessage } from "../shell/staff-call-error.ts";

/** While the session is checked: said at once to assistive technology, shown only if it takes a moment. */
export function SessionCheckPending() {
  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-dvh items-center justify-center bg-muted px-5 outline-none">
      <p role="status" className="animate-fade-in text-muted-foreground [animation-delay:400ms]">
        Checking your sign-in...
      </p>
    </main>
  );
}

function messageOf(error: unknown): string {
  return staffCallMessage(error, "Your sign-in could not be checked. Please try again.");
}

/** The session could not be checked (no connection, server error): try again, or sign in afresh. */
export function SessionCheckFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-dvh items-center justify-center bg-muted px-5 outline-none">
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-2xl font-semibold">The staff area could not open</h1>
        <p className="mt-3 text-muted-foreground">{messageOf(error)}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
          <Link to={ADMIN_LOGIN_PATH} className={buttonVariants({ variant: "outline" })}>Sign in</Link>
        </div>
      </div>
    </main>
  );
}
