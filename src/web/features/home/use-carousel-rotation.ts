import { useEffect, useRef, useState, type FocusEvent, type RefObject } from "react";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "../../lib/use-media-query.ts";

export interface CarouselRotation {
  /** The first item shown. */
  index: number;
  /** Whether the items change by themselves right now (on, and neither hovered nor focused). */
  rotating: boolean;
  /** Whether automatic rotation is switched on (the pause/play button's state). */
  rotationOn: boolean;
  show: (index: number) => void;
  next: () => void;
  previous: () => void;
  toggleRotation: () => void;
  /** Spread on the carousel: hovering it or focusing inside it pauses the rotation. */
  pauseHandlers: {
    ref: RefObject<HTMLElement | null>;
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * The state of an auto-rotating carousel (WAI-ARIA APG carousel pattern): it advances every
 * `intervalMs`, wraps at both ends, pauses while hovered or while focus is inside, and does not
 * rotate by itself when the visitor prefers reduced motion unless they press play.
 */
export function useCarouselRotation(count: number, intervalMs: number): CarouselRotation {
  const [index, setIndex] = useState(0);
  // null: follow the motion preference; true or false: the visitor pressed play or pause.
  const [chosenRotation, setChosenRotation] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const ref = useRef<HTMLElement>(null);
  // An island (ADR 044) wakes when the guest first comes near it: the pointer or the keyboard
  // focus may already be inside, and React saw neither arrive. Pause for them as if it had.
  useEffect(() => {
    const carousel = ref.current;
    if (!carousel) return;
    if (carousel.matches(":hover")) setHovered(true);
    if (carousel.querySelector(":focus-visible")) setFocusWithin(true);
  }, []);
  const rotationOn = chosenRotation ?? !reducedMotion;
  const rotating = rotationOn && !hovered && !focusWithin;

  useEffect(() => {
    if (!rotating) return;
    // A timeout per item (not an interval), so an item chosen by hand also gets its full time.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const wrap = (target: number): number => ((target % count) + count) % count;

  return {
    index,
    rotating,
    rotationOn,
    show: (target) => setIndex(wrap(target)),
    next: () => setIndex((current) => wrap(current + 1)),
    previous: () => setIndex((current) => wrap(current - 1)),
    toggleRotation: () => setChosenRotation(!rotationOn),
    pauseHandlers: {
      ref,
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      // Keyboard focus only: a mouse click on a control leaves the hover pause in charge.
      onFocus: (event) => {
        if (event.target.matches(":focus-visible")) setFocusWithin(true);
      },
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
      },
    },
  };
}
