import CloudOff from "lucide-react/icons/cloud-off";
import { STAFF_MESSAGES } from "../../../../shared/staff/staff-messages.ts";

/** The shell's one notice that the server is away: a live region always in the page, filled while it is. */
export function ServerAwayNotice({ away }: { away: boolean }) {
  return (
    <div role="status" className="empty:hidden">
      {away ? (
        <p className="flex items-start gap-2 border-b border-amber-700/40 bg-amber-50 px-5 py-3 text-sm font-medium text-amber-950 dark:border-amber-300/40 dark:bg-amber-950 dark:text-amber-100">
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {STAFF_MESSAGES.SERVER_AWAY}
        </p>
      ) : null}
    </div>
  );
}

/** Beside what a screen last loaded while the server is away: in words, not only a colour. */
export function NotCurrentTag() {
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full border border-amber-700/50 px-2.5 py-0.5 text-sm font-medium text-amber-950 dark:border-amber-300/50 dark:text-amber-100">
      <CloudOff aria-hidden="true" className="size-3.5" />
      Not current
    </p>
  );
}
