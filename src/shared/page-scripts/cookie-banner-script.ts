/** The attribute on <html> that shows the cookie banner from the first paint, before hydration. */
export const COOKIE_BANNER_ATTRIBUTE = "data-cookie-banner";

/** The attribute of the banner's Essential Only and Accept All buttons: the choice each one stores. */
export const COOKIE_CHOICE_ATTRIBUTE = "data-cookie-choice";

/**
 * An inline script in <head>, before the first paint: when no cookie choice is stored, the stored
 * one is over a year old (CONSENT_LIFETIME_MS), or storage is blocked, it marks <html> so the pre-rendered, hidden banner shows at once instead of popping
 * in once the app has loaded, which on a slow phone is seconds later, and makes the browser lay
 * the whole page out again. The stored-choice key and values must match
 * src/web/components/consent/cookie-choice.ts (a unit test holds them together). Allowed by its
 * SHA-256 hash in the CSP, computed from this same evaluated string everywhere.
 */
/*
 * It also stores a choice at the click on Essential Only or Accept All, whatever the banner's
 * island is doing: asleep, still loading, or not yet started, the choice is kept even if the guest
 * leaves the page at once, and the banner goes (the island, once awake, replays the click for its
 * focus and announcement; storing the same choice twice is harmless). The flags are the ones
 * consentForChoice gives (a unit test runs both).
 */
export const COOKIE_BANNER_INIT_SCRIPT =
  '(function(){var d=document,h=d.documentElement,c=null;try{c=localStorage.getItem("cookie-consent");var t=Number(localStorage.getItem("cookie-consent-saved-at"));if(t>0&&Date.now()-t>31536e6)c=null}catch(e){}if(["essential","analytics","marketing","all"].indexOf(c)<0)h.setAttribute("' +
  COOKIE_BANNER_ATTRIBUTE +
  '","");d.addEventListener("click",function(e){var b=e.target instanceof Element?e.target.closest("[' +
  COOKIE_CHOICE_ATTRIBUTE +
  ']"):null;if(!b)return;var v=b.getAttribute("' +
  COOKIE_CHOICE_ATTRIBUTE +
  '");try{localStorage.setItem("cookie-consent",v);localStorage.setItem("cookie-consent-analytics",String(v!=="essential"));localStorage.setItem("cookie-consent-marketing",String(v==="marketing"||v==="all"));localStorage.setItem("cookie-consent-saved-at",String(Date.now()))}catch(e){}h.removeAttribute("' +
  COOKIE_BANNER_ATTRIBUTE +
  '")},true)})()';
