import { useRef, type MouseEvent, type PointerEvent } from "react";

/** How far a finger travels sideways, in CSS pixels, before the move is a swipe rather than a tap. */
const SWIPE_DISTANCE = 40;

interface Start {
  id: number;
  x: number;
  y: number;
}

/**
 * A sideways swipe by touch or pen on a photo: left shows the next, right the previous (`onStep`).
 * Spread the handlers on the photo's box, which also takes `touch-action: pan-y` so the page still
 * scrolls up and down under the finger while sideways moves come here. A mouse keeps to the
 * buttons and the arrow keys; the tap that ends a swipe opens nothing.
 */
export function useSwipe(onStep: (direction: -1 | 1) => void) {
  const start = useRef<Start | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>): void {
      swiped.current = false;
      start.current = event.pointerType === "mouse" || !event.isPrimary ? null : { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent<HTMLElement>): void {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
      swiped.current = true;
      onStep(dx < 0 ? 1 : -1);
    },
    onPointerCancel(): void {
      start.current = null;
    },
    onClickCapture(event: MouseEvent<HTMLElement>): void {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
