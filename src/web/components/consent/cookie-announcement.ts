import { COOKIE_BANNER_ATTRIBUTE } from "../../../shared/page-scripts/cookie-banner-script.ts";

/** The polite live region that tells screen reader users the cookie banner is there (site-layout.tsx). */
export const COOKIE_ANNOUNCEMENT_ID = "cookie-consent-announcement";

const ANNOUNCEMENT = "Your cookie choices: Essential Only, Customize or Accept All Cookies, at the top of the page.";

/**
 * Announces the banner once the page's script runs, when the head script showed it (no choice
 * stored). The banner is an island that wakes only when touched (ADR 044), so the announcement
 * is the islands entry's job, not the banner's; the banner clears it once a choice is made.
 */
export function announceCookieBanner(): void {
  const region = document.getElementById(COOKIE_ANNOUNCEMENT_ID);
  if (region && document.documentElement.hasAttribute(COOKIE_BANNER_ATTRIBUTE)) region.textContent = ANNOUNCEMENT;
}

export function clearCookieAnnouncement(): void {
  const region = document.getElementById(COOKIE_ANNOUNCEMENT_ID);
  if (region) region.textContent = "";
}
