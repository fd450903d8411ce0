import { useEffect, useRef, type RefObject } from "react";

interface AutoScrollOptions {
  /** Pixels moved per step, and the step's length in milliseconds (1 px every 16 ms). */
  pixelsPerStep: number;
  stepMs: number;
  /** Scrolling stops entirely when false (paused by the guest, or reduced motion). */
  enabled: boolean;
  /** The first of two identical copies of the items, side by side: one lap of the loop. */
  lap: RefObject<HTMLElement | null>;
}

/** After the guest scrolls the strip by hand, it waits this long before moving again. */
const RESUME_AFTER_MS = 3000;
/** A longer gap between frames (a background tab) moves by one step, not a jump. */
const LONGEST_FRAME_MS = 100;

/**
 * Scrolls an element sideways at a constant speed, timed by requestAnimationFrame (the original's
 * "1 px every 16 ms", smooth at any refresh rate), and loops seamlessly over
 * a second copy of the items. It
 * holds still while the pointer is over the strip or focus is inside it, while the strip is off
 * screen, and for a moment after the guest scrolls it by hand (touch, wheel or keys).
 */
export function useAutoScroll(scroller: RefObject<HTMLElement | null>, { pixelsPerStep, stepMs, enabled, lap }: AutoScrollOptions): void {
  const holds = useRef({ pointer: false, focus: false, offScreen: false, touchedAt: Number.NEGATIVE_INFINITY });

  useEffect(() => {
    const element = scroller.current;
    if (!element || !enabled) return;
    const hold = holds.current;
    const abort = new AbortController();
    const listen = (type: string, handler: (event: Event) => void): void => element.addEventListener(type, handler, { signal: abort.signal, passive: true });
    listen("pointerenter", () => (hold.pointer = true));
    listen("pointerleave", () => (hold.pointer = false));
    listen("focusin", () => (hold.focus = true));
    listen("focusout", (event) => (hold.focus = element.contains((event as FocusEvent).relatedTarget as Node | null)));
    for (const type of ["touchstart", "wheel"]) listen(type, () => (hold.touchedAt = performance.now()));

    const visibility = new IntersectionObserver(([entry]) => (hold.offScreen = !entry?.isIntersecting));
    visibility.observe(element);

    let position = element.scrollLeft;
    let written = element.scrollLeft;
    let previous: number | undefined;
    let frame = requestAnimationFrame(function step(now: number) {
      const elapsed = Math.min(now - (previous ?? now), LONGEST_FRAME_MS);
      previous = now;
      if (Math.abs(element.scrollLeft - written) > 1) {
        // Scrolled by hand: carry on from there, after a pause.
        position = element.scrollLeft;
        written = position;
        hold.touchedAt = now;
      }
      const holding = hold.pointer || hold.focus || hold.offScreen || now - hold.touchedAt < RESUME_AFTER_MS;
      const lapStart = lap.current?.offsetLeft ?? 0;
      const lapWidth = lap.current?.offsetWidth ?? 0;
      if (!holding && lapWidth > 0) {
        position += (elapsed / stepMs) * pixelsPerStep;
        // The second copy now fills the view exactly as the first did one lap earlier.
        if (position >= lapStart + lapWidth) position -= lapWidth;
        element.scrollLeft = position;
        written = element.scrollLeft;
      }
      frame = requestAnimationFrame(step);
    });

    return () => {
      cancelAnimationFrame(frame);
      visibility.disconnect();
      abort.abort();
    };
  }, [scroller, lap, enabled, pixelsPerStep, stepMs]);
}
