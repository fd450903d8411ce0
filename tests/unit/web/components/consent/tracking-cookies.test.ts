import { describe, expect, it } from "vitest";
import { consentForChoice } from "../../../../../src/web/components/consent/cookie-choice.ts";
import {
  clearDisallowedCookies,
  cookieDomainsFor,
  cookieNamesWithPrefixes,
  disallowedCookiePrefixes,
  expiryAssignments,
  TRACKING_COOKIE_PREFIXES,
} from "../../../../../src/web/components/consent/tracking-cookies.ts";

/** A document.cookie stand-in: reading lists the cookies, assigning records the assignment. */
function fakeDocument(cookie: string): { cookie: string; assignments: string[] } {
  const assignments: string[] = [];
  return {
    assignments,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      assignments.push(value);
    },
  };
}

describe("tracking cookies", () => {
  it("are the five documented prefixes", () => {
    expect(TRACKING_COOKIE_PREFIXES).toEqual(["_ga", "_gid", "_fbp", "_gcl_", "__stripe_"]);
  });

  it("are all disallowed while no choice is stored", () => {
    expect(disallowedCookiePrefixes(null)).toEqual(TRACKING_COOKIE_PREFIXES);
  });

  it("of a category the visitor did not allow are disallowed once a choice is stored", () => {
    expect(disallowedCookiePrefixes(consentForChoice("essential"))).toEqual(["_ga", "_gid", "_fbp", "_gcl_"]);
    expect(disallowedCookiePrefixes(consentForChoice("analytics"))).toEqual(["_fbp", "_gcl_"]);
    expect(disallowedCookiePrefixes(consentForChoice("all"))).toEqual([]);
  });

  it("are found by prefix, once each, and other cookies are left alone", () => {
    const cookies = "theme=dark; _ga=GA1.1.1; _ga_ABC123=GS1; _gid=x; _fbp=fb.1; __stripe_mid=s; _gcl_au=1; gallery=2; _gclid=not-gcl_";
    expect(cookieNamesWithPrefixes(cookies, TRACKING_COOKIE_PREFIXES)).toEqual(["_ga", "_ga_ABC123", "_gid", "_fbp", "__stripe_mid", "_gcl_au"]);
    expect(cookieNamesWithPrefixes("", TRACKING_COOKIE_PREFIXES)).toEqual([]);
  });

  it("are expired on path / for the host and each parent domain", () => {
    expect(cookieDomainsFor("www.courtfield-hotel.co.uk")).toEqual([undefined, "www.courtfield-hotel.co.uk", ".courtfield-hotel.co.uk", ".co.uk"]);
    expect(cookieDomainsFor("localhost")).toEqual([undefined, "localhost"]);
    expect(cookieDomainsFor("127.0.0.1")).toEqual([undefined]);
    expect(expiryAssignments("_ga", "example.com")).toEqual([
      "_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/",
      "_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=example.com",
    ]);
  });

  it("are cleared without a choice; essential cookies and allowed ones stay", () => {
    const page = fakeDocument("theme=dark; _ga=1; _fbp=2; __Host-session=3");
    clearDisallowedCookies(null, page, "127.0.0.1");
    expect(page.assignments).toEqual(["_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/", "_fbp=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/"]);

    const analyticsAllowed = fakeDocument("_ga=1; _fbp=2; __stripe_mid=3");
    clearDisallowedCookies(consentForChoice("analytics"), analyticsAllowed, "127.0.0.1");
    expect(analyticsAllowed.assignments).toEqual(["_fbp=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/"]);
  });
});
