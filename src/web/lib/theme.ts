/**
 * The visitor's colour theme: "light", "dark" or "system" (follow the device). The choice is kept
 * in localStorage under the key the inline initialiser (src/shared/page-scripts/theme-script.ts) reads before
 * paint; this module keeps the `dark` class right after that, including when the device changes.
 */
export type ThemePreference = "light" | "dark" | "system";

export const THEME_STORAGE_KEY = "theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

const listeners = new Set<() => void>();

function isPreference(value: string | null): value is ThemePreference {
  return value === "light" || value === "dark" || value === "system";
}

export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(stored) ? stored : "system";
  } catch {
    // Storage can be blocked (private mode, strict settings): fall back to the device.
    return "system";
  }
}

function applyTheme(preference: ThemePreference): void {
  const dark = preference === "dark" || (preference === "system" && window.matchMedia(DARK_QUERY).matches);
  document.documentElement.classList.toggle("dark", dark);
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not persisted, but still applied for this page view.
  }
  applyTheme(preference);
  for (const listener of listeners) listener();
}

/**
 * Subscribes to preference changes. While subscribed, "system" follows the device live and a
 * choice made in another tab is applied here too.
 */
export function subscribeToThemePreference(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia(DARK_QUERY);
  const onDeviceChange = (): void => applyTheme(readThemePreference());
  const onOtherTab = (event: StorageEvent): void => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(readThemePreference());
    listener();
  };
  media.addEventListener("change", onDeviceChange);
  window.addEventListener("storage", onOtherTab);
  return () => {
    listeners.delete(listener);
    media.removeEventListener("change", onDeviceChange);
    window.removeEventListener("storage", onOtherTab);
  };
}

/**
 * Marks the stored choice pressed on every theme switch in the page before its island wakes
 * (the pre-rendered switches all show "system"); the island, once live, keeps the same attribute.
 */
export function showThemeChoice(): void {
  const preference = readThemePreference();
  for (const choice of document.querySelectorAll<HTMLElement>("[data-theme-choice]")) choice.setAttribute("aria-pressed", String(choice.dataset.themeChoice === preference));
}
