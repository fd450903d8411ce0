/** The event the islands runtime listens for; its detail is an island's name. */
export const WAKE_ISLANDS_EVENT = "islands:wake";

/**
 * Asks every island of that name to hydrate now: the cookie banner when "Cookie settings" is
 * chosen in the footer. A module of its own, so an island can call it without importing the runtime.
 */
export function wakeIslands(name: string): void {
  document.dispatchEvent(new CustomEvent<string>(WAKE_ISLANDS_EVENT, { detail: name }));
}
