import { useEffect, useEffectEvent, useRef, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

interface SlideOverProps {
  id: string;
  /** Accessible name of the panel. */
  label: string;
  open: boolean;
  /** Called on Escape and on a click outside the panel; the opener then takes focus back. */
  onDismiss: () => void;
  /** Distance from the top of the viewport, so the bar holding the toggle stays visible. */
  top: number;
  children: ReactNode;
}

/**
 * A panel that slides in from the right over a dimmed page (disclosure pattern: the toggle that
 * opens it stays visible and closes it again). While open, the page behind does not scroll and
 * focus moves to the panel's first link or button.
 */
export function SlideOver({ id, label, open, onDismiss, top, children }: SlideOverProps) {
  const panelRef = useRef<HTMLElement>(null);
  const onEscape = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a[href], button:not([disabled])")?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === "Escape") onEscape();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      root.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 overflow-hidden",
        // Shown at once (so focus can move in), hidden only after the slide-out has finished.
        open ? "visible" : "invisible transition-[visibility] duration-300",
      )}
      style={{ top }}
    >
      <div
        aria-hidden="true"
        onClick={onDismiss}
        className={cn("absolute inset-0 bg-overlay transition-opacity duration-300", open ? "opacity-100" : "opacity-0")}
      />
      <section
        id={id}
        ref={panelRef}
        aria-label={label}
        className={cn(
          "relative ml-auto h-full w-full overflow-y-auto overscroll-contain bg-surface shadow-2xl sm:max-w-sm sm:border-l sm:border-border transition-transform duration-300 ease-out",
          open ? "translate-x-0" : "translate-x-full",
        )}
      >
        {children}
      </section>
    </div>
  );
}
