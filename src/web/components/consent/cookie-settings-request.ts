import { wakeIslands } from "../../lib/islands/wake-islands.ts";

/**
 * "Cookie settings" in the footer asks the banner to open again, from anywhere on the page. The
 * opener is kept so focus can go back to it once the visitor has chosen or pressed Escape.
 */
let opener: HTMLElement | null | undefined;
const listeners = new Set<() => void>();

export const cookieSettingsRequest = {
  /** The element that asked for the settings while they are open; undefined while they are not. */
  get: (): HTMLElement | null | undefined => opener,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function set(next: HTMLElement | null | undefined): void {
  opener = next;
  for (const listener of listeners) listener();
}

export function openCookieSettings(from: HTMLElement | null): void {
  set(from);
  // The banner is an island of its own that may not have woken yet (ADR 044).
  wakeIslands("cookie-banner");
}

export function closeCookieSettings(): void {
  set(undefined);
}
