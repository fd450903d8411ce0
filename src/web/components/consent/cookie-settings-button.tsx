import { useSyncExternalStore } from "react";
import { openCookieSettings } from "./cookie-settings-request.ts";

const noSubscription = (): (() => void) => () => undefined;

/**
 * Reopens the cookie banner to change the choice (footer). Without JavaScript no optional cookie
 * can ever be set, so there is nothing to change: the button only appears once the page is live.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const live = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <button type="button" hidden={!live} aria-controls="cookie-consent" onClick={(event) => openCookieSettings(event.currentTarget)} className={className}>
      Cookie settings
    </button>
  );
}
