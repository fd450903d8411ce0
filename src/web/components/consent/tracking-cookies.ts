import type { CookieConsent } from "./cookie-choice.ts";

/**
 * Tracking cookies by name prefix. The site sets none of them; they can still
 * arrive from an earlier version of the site or a tool added later, so they are removed whenever
 * the visitor has not allowed their category.
 */
const ANALYTICS_PREFIXES = ["_ga", "_gid"];
const MARKETING_PREFIXES = ["_fbp", "_gcl_"];
/** The payment provider's cookies are essential once a choice exists; before it, they are cleared. */
const PAYMENT_PREFIXES = ["__stripe_"];

export const TRACKING_COOKIE_PREFIXES: readonly string[] = [...ANALYTICS_PREFIXES, ...MARKETING_PREFIXES, ...PAYMENT_PREFIXES];

/** The prefixes of cookies the consent does not allow; with no consent stored, all of them. */
export function disallowedCookiePrefixes(consent: CookieConsent | null): readonly string[] {
  if (!consent) return TRACKING_COOKIE_PREFIXES;
  return [...(consent.analytics ? [] : ANALYTICS_PREFIXES), ...(consent.marketing ? [] : MARKETING_PREFIXES)];
}

/** Names in a `document.cookie` string that start with one of the prefixes. */
export function cookieNamesWithPrefixes(cookieString: string, prefixes: readonly string[]): string[] {
  const names = cookieString.split(";").map((pair) => pair.split("=")[0]?.trim() ?? "");
  return [...new Set(names.filter((name) => prefixes.some((prefix) => name.startsWith(prefix))))];
}

/**
 * Every Domain a script could have set a cookie for: none (host-only), the host itself and each
 * parent domain (".example.co.uk" and the like; the browser ignores a public suffix).
 */
export function cookieDomainsFor(hostname: string): Array<string | undefined> {
  if (/^[\d.]+$|:/.test(hostname)) return [undefined];
  const labels = hostname.split(".");
  const parents = labels.slice(1, -1).map((_, index) => `.${labels.slice(index + 1).join(".")}`);
  return [undefined, hostname, ...parents];
}

/** `document.cookie` assignments that expire a cookie on path / for each possible domain. */
export function expiryAssignments(name: string, hostname: string): string[] {
  return cookieDomainsFor(hostname).map(
    (domain) => `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ""}`,
  );
}

/** Removes the tracking cookies the consent (or its absence) does not allow. */
export function clearDisallowedCookies(consent: CookieConsent | null, doc: Pick<Document, "cookie"> = document, hostname = location.hostname): void {
  for (const name of cookieNamesWithPrefixes(doc.cookie, disallowedCookiePrefixes(consent))) {
    for (const assignment of expiryAssignments(name, hostname)) doc.cookie = assignment;
  }
}
