import CircleAlert from "lucide-react/icons/circle-alert";
import { useState } from "react";
import { ToastMessage } from "../../components/ui/toast-message.tsx";
import { displayTime } from "../../lib/toast.ts";

/**
 * The toast of a room page with no room to show, pre-rendered with the page so
 * that it needs no code to appear: the page is a content page, which loads no JavaScript before
 * the first interaction (ADR 044). It looks and sits like the site's toasts (toaster.tsx); its
 * time is kept by CSS: it fades after the toast's display time (6 s), stands still while the
 * pointer is over it or the focus in it, and starts again when they leave. Dismissing it wakes
 * the island, which replays the click (islands-runtime.ts).
 */
export function RoomUnavailableNotice({ message }: { message: string }) {
  const [dismissed, setDismissed] = useState(false);
  // The same length of time as any toast of that message (lib/toast.ts), in whole seconds for the class below.
  const seconds = Math.round(displayTime(message) / 1000);
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end sm:p-6">
      <ol aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
        {dismissed ? null : (
          <li
            style={{ transitionDelay: `var(--toast-hold, ${seconds}s)` }}
            className="pointer-events-auto invisible flex items-start gap-3 rounded-sm border border-border bg-surface p-4 text-sm opacity-0 shadow-lg transition-[opacity,visibility] duration-300 focus-within:visible focus-within:opacity-100 focus-within:[--toast-hold:0s] hover:visible hover:opacity-100 hover:[--toast-hold:0s] starting:visible starting:opacity-100"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
            <ToastMessage message={message} onDismiss={() => setDismissed(true)} />
          </li>
        )}
      </ol>
    </section>
  );
}
