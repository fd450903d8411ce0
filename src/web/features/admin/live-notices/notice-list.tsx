import Bell from "lucide-react/icons/bell";
import X from "lucide-react/icons/x";
import { type RefObject, useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import type { StaffNotice } from "../../../../shared/staff/staff-notices.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { LISTED_NOTICES } from "./notice-store.ts";

/**
 * Keeps the page's end, and any control the keyboard moves to, clear of the tray: the page gains
 * the tray's height at its foot and in its scroll padding while the tray is there.
 */
function useRoomBelowFor(tray: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = tray.current;
    if (!shown || !element) return;
    const room = (height: number) => {
      document.body.style.paddingBottom = height ? `${height}px` : "";
      document.documentElement.style.scrollPaddingBottom = height ? `${height}px` : "";
    };
    const observer = new ResizeObserver(() => room(element.offsetHeight));
    observer.observe(element);
    return () => {
      observer.disconnect();
      room(0);
    };
  }, [tray, shown]);
}

/**
 * What arrived while the screen was open: each notice links to its record and stays until it is
 * opened or dismissed (no timer: WCAG 2.2.1). Screen readers hear each one as it comes, through
 * the polite live region. The list is a tray at the foot of the window, so a notice arriving
 * never moves what is under the pointer (ADR 102).
 */
export function NoticeList({ notices, onDismiss, onDismissAll }: { notices: readonly StaffNotice[]; onDismiss: (key: string) => void; onDismissAll: () => void }) {
  const latest = notices[0];
  const tray = useRef<HTMLElement>(null);
  useRoomBelowFor(tray, notices.length > 0);
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {latest ? `${latest.title}: ${latest.detail}` : ""}
      </p>
      {notices.length > 0 ? (
        <section ref={tray} aria-labelledby="live-notices-heading" className="fixed inset-x-0 bottom-0 z-40 max-h-[40vh] overflow-y-auto border-t-2 border-brand/40 bg-surface shadow-[0_-4px_12px_rgb(0_0_0/0.12)] print:hidden">
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
