import type { SmallStorage } from "../../../../../src/web/features/admin/shell/browser-session-storage.ts";

/** A sessionStorage stand-in whose contents a test can read. */
export function mapStorage(initial: Record<string, string> = {}): SmallStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
