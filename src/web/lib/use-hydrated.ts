import { useSyncExternalStore } from "react";

const subscribeToNothing = (): (() => void) => () => undefined;

/**
 * False in the pre-render and during hydration, true once the page is interactive. A component
 * renders its no-JavaScript form first (so hydration matches the HTML exactly) and switches to
 * its interactive form right after, without an effect that sets state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
