import { openCookieSettings } from "./cookie-settings-request.ts";

/**
 * Reopens the cookie banner to change the choice (footer). Without JavaScript no optional cookie
 * can ever be set, so there is nothing to change: the button shows only once the page's script
 * runs (`data-hydrated` on <html>, set by the islands runtime). An island (ADR 044): the first
 * click wakes it and is replayed, and the banner's island wakes with it.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      aria-controls="cookie-consent"
      onClick={(event) => openCookieSettings(event.currentTarget)}
      className={`[:root:not([data-hydrated])_&]:hidden ${className ?? ""}`}
    >
      Cookie settings
    </button>
  );
}
