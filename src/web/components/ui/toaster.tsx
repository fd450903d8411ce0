import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import Info from "lucide-react/icons/info";
import { useSyncExternalStore } from "react";
import { cn } from "../../lib/cn.ts";
import { ToastMessage } from "./toast-message.tsx";
import { currentToasts, dismissToast, holdToast, noToasts, releaseToast, subscribeToToasts, type ToastTone } from "../../lib/toast.ts";

const TONE_ICONS = { info: Info, success: CircleCheck, error: CircleAlert } satisfies Record<ToastTone, unknown>;

/**
 * Where the one toast appears: bottom centre on a phone, bottom right on a larger screen (the
 * cookie banner is at the top of the page, so neither hides the other: ADR 052). The live region
 * is always in the page, so a toast added after it is announced (politely), once. While the
 * pointer is over it or the focus in it, it stays.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, noToasts);
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end sm:p-6">
      <ol aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((toast) => {
          const Icon = TONE_ICONS[toast.tone];
          return (
            <li
              key={toast.id}
              onPointerEnter={() => holdToast(toast.id, "pointer")}
              onPointerLeave={() => releaseToast(toast.id, "pointer")}
              onFocus={() => holdToast(toast.id, "focus")}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) releaseToast(toast.id, "focus");
              }}
              className="pointer-events-auto flex animate-fade-in items-start gap-3 rounded-sm border border-border bg-surface p-4 text-sm shadow-lg"
            >
              <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", toast.tone === "error" ? "text-brand" : "text-accent-foreground")} />
              <ToastMessage message={toast.message} onDismiss={() => dismissToast(toast.id)} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
