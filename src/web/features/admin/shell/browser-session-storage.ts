/** The part of the Storage API the staff area uses; tests hand in a Map-backed stand-in. */
export type SmallStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** This tab's sessionStorage, or null where the browser refuses it (storage turned off). */
export function browserSessionStorage(): SmallStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
