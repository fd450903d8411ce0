import Bell from "lucide-react/icons/bell";
import X from "lucide-react/icons/x";
import { Link } from "react-router-dom";
import type { StaffNotice } from "../../../../shared/staff/staff-notices.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { LISTED_NOTICES } from "./notice-store.ts";

/**
 * What arrived while the screen was open: each notice links to its record and stays until it is
 * opened or dismissed (no timer: WCAG 2.2.1). Screen readers hear each one as it comes, through
 * the polite live region.
 */
export function NoticeList({ notices, onDismiss, onDismissAll }: { notices: readonly StaffNotice[]; onDismiss: (key: string) => void; onDismissAll: () => void }) {
  const latest = notices[0];
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {latest ? `${latest.title}: ${latest.detail}` : ""}
      </p>
      {notices.length > 0 ? (
        <section aria-labelledby="live-notices-heading" className="border-b border-border bg-brand/5">
          <Container className="flex flex-col gap-2 py-3">
            <div className="flex items-center justify-between gap-3">
              <h2 id="live-notices-heading" className="flex items-center gap-2 text-sm font-semibold">
                <Bell aria-hidden="true" className="size-4" />
                New since you opened this screen ({notices.length})
              </h2>
              <Button variant="ghost" size="sm" onClick={onDismissAll}>
                Dismiss all
              </Button>
            </div>
            <ul className="flex flex-col gap-1">
              {notices.slice(0, LISTED_NOTICES).map((notice) => (
                <li key={notice.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <Link to={notice.path} onClick={() => onDismiss(notice.key)} className="min-h-6 font-medium text-brand underline underline-offset-4">
                    {notice.title}
                  </Link>
                  <span className="text-muted-foreground">{notice.detail}</span>
                  <button
                    type="button"
                    onClick={() => onDismiss(notice.key)}
                    aria-label={`Dismiss: ${notice.title}`}
                    className="ml-auto inline-flex size-6 items-center justify-center rounded-sm text-muted-foreground hover:text-foreground"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
            {notices.length > LISTED_NOTICES ? <p className="text-sm text-muted-foreground">and {notices.length - LISTED_NOTICES} more on their tabs</p> : null}
          </Container>
        </section>
      ) : null}
    </>
  );
}
