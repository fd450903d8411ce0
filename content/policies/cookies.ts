// Every cookie and browser-storage item the site can set, or lets its payment provider set
// (addons-privacy-admin §2.3, public-site §4). The cookie policy's table is made from this list,
// so a new item is added here, with its category as the cookie banner controls it.

type CookieCategory = "Essential" | "Analytics" | "Marketing";

export interface SiteCookie {
  /** The names as they appear in the browser's storage inspector. */
  names: readonly string[];
  kind: "Cookie" | "Local storage" | "Session storage";
  setBy: string;
  /** Where on the site it is set. */
  where: string;
  purpose: string;
  lasts: string;
  category: CookieCategory;
}

export const SITE_COOKIES: readonly SiteCookie[] = [
  {
    names: ["cookie-consent", "cookie-consent-analytics", "cookie-consent-marketing", "cookie-consent-saved-at"],
    kind: "Local storage",
    setBy: "Us",
    where: "Every page, once you choose in the cookie banner",
    purpose: "Remembers your cookie choice and when you made it, so we do not ask on every page.",
    lasts: "1 year, then we ask again",
    category: "Essential",
  },
  {
    names: ["theme"],
    kind: "Local storage",
    setBy: "Us",
    where: "Every page, only if you pick light or dark",
    purpose: "Remembers the light or dark appearance you chose.",
    lasts: "Until you choose System again or clear your browser's data",
    category: "Essential",
  },
  {
    names: ["__stripe_mid", "__stripe_sid"],
    kind: "Cookie",
    setBy: "Stripe, our payment provider",
    where: "The pet add-on page's payment step only",
    purpose: "Lets Stripe detect and prevent fraud when you pay by card, Apple Pay or Google Pay.",
    lasts: "__stripe_mid 1 year; __stripe_sid 30 minutes",
    category: "Essential",
  },
  {
    names: ["__Secure-addon_receipt"],
    kind: "Cookie",
    setBy: "Us",
    where: "The pet add-on page, when you start paying",
    purpose: "Lets the browser you paid with show your booking's details on the confirmation page for an hour after payment; anyone else sees only its reference and status.",
    lasts: "24 hours",
    category: "Essential",
  },
  {
    names: ["__Host-hotel_session"],
    kind: "Cookie",
    setBy: "Us",
    where: "The staff area only; guests never receive it",
    purpose: "Keeps a member of staff signed in.",
    lasts: "Ends after 30 minutes without use, and after 12 hours at most",
    category: "Essential",
  },
  {
    names: ["admin:return-to", "admin:toast"],
    kind: "Session storage",
    setBy: "Us",
    where: "The staff area only",
    purpose: "Returns staff to the page they were on after signing in, and shows a notice across a reload.",
    lasts: "Until the browser tab is closed",
    category: "Essential",
  },
];
