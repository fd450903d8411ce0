/** The attribute on <html> that shows the cookie banner from the first paint, before hydration. */
export const COOKIE_BANNER_ATTRIBUTE = "data-cookie-banner";

/**
 * An inline script in <head>, before the first paint: when no cookie choice is stored, the stored
 * one is over a year old (CONSENT_LIFETIME_MS), or storage is blocked, it marks <html> so the pre-rendered, hidden banner shows at once instead of popping
 * in once the app has loaded, which on a slow phone is seconds later, and makes the browser lay
 * the whole page out again. The stored-choice key and values must match
 * src/web/components/consent/cookie-choice.ts (a unit test holds them together). Allowed by its
 * SHA-256 hash in the CSP, computed from this same evaluated string everywhere.
 */
export const COOKIE_BANNER_INIT_SCRIPT =
  '(function(){var c=null;try{c=localStorage.getItem("cookie-consent");var t=Number(localStorage.getItem("cookie-consent-saved-at"));if(t>0&&Date.now()-t>31536e6)c=null}catch(e){}if(["essential","analytics","marketing","all"].indexOf(c)<0)document.documentElement.setAttribute("' +
  COOKIE_BANNER_ATTRIBUTE +
  '","")})()';
