import { describe, expect, it } from "vitest";
import { CONSENT_TYPES } from "../../../content/consent-types.ts";
import { cancellationPolicy } from "../../../content/policies/cancellation-policy.ts";
import { COOKIE_TABLE_CAPTION, cookiePolicy } from "../../../content/policies/cookie-policy.ts";
import { SITE_COOKIES } from "../../../content/policies/cookies.ts";
import type { PolicyDocument, PolicyText } from "../../../content/policies/policy-document.ts";
import { privacyPolicy } from "../../../content/policies/privacy-policy.ts";
import { RETENTION_PERIODS, RETENTION_RULES } from "../../../content/policies/retention.ts";
import { termsAndConditions } from "../../../content/policies/terms-and-conditions.ts";
import { addonReceiptCookieName } from "../../../src/server/plugins/addon-receipt-cookie.ts";
import { sessionCookieName } from "../../../src/server/plugins/session.ts";
import { formatLongDate, isIsoDate, londonToday } from "../../../src/shared/dates.ts";
import { TOAST_KEY } from "../../../src/web/features/admin/shell/reload-toast.ts";
import { RETURN_PATH_KEY } from "../../../src/web/features/admin/sign-in/return-path.ts";
import { CONSENT_STORAGE_KEYS } from "../../../src/web/components/consent/cookie-choice.ts";
import { TRACKING_COOKIE_PREFIXES } from "../../../src/web/components/consent/tracking-cookies.ts";
import { THEME_STORAGE_KEY } from "../../../src/web/lib/theme.ts";

/** Everything a guest reads on the page, as one string, with links as "label <href>". */
function textOf(document: PolicyDocument): string {
  const words = (text: PolicyText) => (typeof text === "string" ? text : text.map((part) => (typeof part === "string" ? part : `${part.label} <${part.href}>`)).join(""));
  return document.sections
    .flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => {
        if (block.kind === "paragraph") return [words(block.text)];
        if (block.kind === "list") return block.items.map(words);
        return [block.caption, ...block.columns, ...block.rows.flat()];
      }),
    ])
    .join("\n");
}

describe.each([
  ["privacy", privacyPolicy],
  ["terms", termsAndConditions],
  ["cancellation", cancellationPolicy],
  ["cookie", cookiePolicy],
])("the %s policy's shape", (_name, document) => {
  it("has a real last-updated date that is not in the future, and unique section anchors", () => {
    expect(isIsoDate(document.lastUpdated)).toBe(true);
    expect(document.lastUpdated <= londonToday()).toBe(true);
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});

describe("the privacy policy", () => {
  const text = textOf(privacyPolicy);

  it("has twelve numbered sections", () => {
    expect(privacyPolicy.sections.map((section) => Number.parseInt(section.heading, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("names the six rights, the 30-day answer, the data request page and the ICO", () => {
    for (const right of ["access", "rectification", "erasure", "restriction", "data portability", "objection"]) expect(text).toContain(`${right}:`);
    expect(text).toContain("within 30 days");
    expect(text).toContain("</data-request>");
    expect(text).toMatch(/Information Commissioner's Office.*<https:\/\/ico\.org\.uk\//);
    expect(text).toContain("children under 16");
  });

  it("shows the retention table, row for row", () => {
    const table = privacyPolicy.sections.flatMap((section) => section.blocks).find((block) => block.kind === "table" && block.caption.startsWith("How long"));
    expect(table).toMatchObject({ rows: RETENTION_RULES.map((rule) => [rule.record, rule.kept, rule.why]) });
    expect(RETENTION_RULES.slice(0, 6).map((rule) => rule.kept)).toEqual(["7 years", "7 years", "3 years", "5 years", "Until you unsubscribe, plus 1 year", "1 year"]);
  });

  it("states the periods the retention purge works with", () => {
    const kept = (record: string) => RETENTION_RULES.find((rule) => rule.record.startsWith(record))?.kept;
    const years = (period: { years?: number }) => `${period.years} year${period.years === 1 ? "" : "s"}`;
    expect(kept("Booking records")).toBe(years(RETENTION_PERIODS.bookingRecords));
    expect(kept("Contact enquiries")).toBe(years(RETENTION_PERIODS.contactEnquiries));
    expect(kept("Event and wedding")).toBe(years(RETENTION_PERIODS.eventEnquiries));
    expect(kept("Newsletter subscription")).toBe(`Until you unsubscribe, plus ${years(RETENTION_PERIODS.newsletterAfterUnsubscribe)}`);
    expect(kept("Staff activity")).toBe(years(RETENTION_PERIODS.auditLogs));
    expect(kept("Your name, e-mail")).toBe(`${RETENTION_PERIODS.addonGuestDetails.months} months after check-out, then removed`);
    expect(kept("Pet add-on bookings never paid")).toBe(`${RETENTION_PERIODS.unpaidAddonBookings.days} days`);
    expect(kept("Newsletter sign-ups never confirmed")).toBe(`${RETENTION_PERIODS.confirmationLinks.days} days after the confirmation link expires`);
    expect(kept("Records of your marketing consent")).toBe(`While you are subscribed, plus ${years(RETENTION_PERIODS.consentRecords)}`);
    expect(kept("Copies of e-mails")).toBe(`${RETENTION_PERIODS.sentEmails.days} days`);
    expect(kept("Your data-rights requests")).toBe(`${years(RETENTION_PERIODS.privacyRequests)} after we answer`);
  });
});

describe("the terms and conditions", () => {
  const text = textOf(termsAndConditions);

  it("was last updated on January 1, 2025", () => {
    expect(formatLongDate(termsAndConditions.lastUpdated)).toBe("1 January 2025");
  });

  it("states age and ID, the 24-hour cancellation, advance purchase, the pet fee, breakfast and the law", () => {
    expect(text).toContain("18 or over and show photo ID");
    expect(text).toContain("free of charge up to 24 hours before arrival");
    expect(text).toContain("Advance-purchase rates are paid in full when you book and are non-refundable");
    expect(text).toContain("£15 per pet per night, payable on arrival");
    expect(text).toContain("£5 per pet per night discount, so you pay £10");
    expect(text).toContain("Monday to Friday: 7:00 – 9:00 AM");
    expect(text).toContain("Saturday and Sunday: 7:30 – 9:30 AM");
    expect(text).toContain("law of England and Wales");
  });
});

describe("the cancellation policy", () => {
  it("gives each rate its window, charge, no-show charge and payment", () => {
    const table = cancellationPolicy.sections[0]?.blocks[0];
    expect(table).toMatchObject({
      kind: "table",
      rows: [
        ["Flexible", "Up to 48 hours before arrival", "First night charged", "First night charged", "Card details taken; pay on arrival"],
        ["Semi-flexible", "Up to 7 days before arrival", "50% of the stay charged", "Full stay charged", "50% deposit when you book"],
        ["Non-refundable", "None", "No refund", "No refund", "Full prepayment when you book"],
        ["Groups of 4 or more rooms", "Up to 14 days before arrival", "25% of the stay charged", "As agreed for the group", "25% deposit when you book"],
      ],
    });
    const text = textOf(cancellationPolicy);
    expect(text).toContain("leave early are not refunded");
    expect(text).toContain("when rooms are available");
  });
});

describe("formatLongDate", () => {
  it.each([
    ["2025-01-01", "1 January 2025"],
    ["2026-11-24", "24 November 2026"],
    ["2024-02-29", "29 February 2024"],
    ["not a date", "not a date"],
  ])("%s → %s", (date, expected) => {
    expect(formatLongDate(date)).toBe(expected);
  });
});

describe("the cookie policy: every cookie the site can set", () => {
  const listed = SITE_COOKIES.flatMap((cookie) => cookie.names);

  it("lists every storage key and cookie the code uses", () => {
    const used = [...Object.values(CONSENT_STORAGE_KEYS), THEME_STORAGE_KEY, RETURN_PATH_KEY, TOAST_KEY, sessionCookieName(true), addonReceiptCookieName(true)];
    expect(listed).toEqual(expect.arrayContaining(used));
    // The payment provider's cookies are the ones the consent code treats as payment cookies.
    const paymentCookies = listed.filter((name) => name.startsWith("__stripe"));
    expect(paymentCookies).toEqual(["__stripe_mid", "__stripe_sid"]);
    expect(TRACKING_COOKIE_PREFIXES.some((prefix) => paymentCookies.every((name) => name.startsWith(prefix)))).toBe(true);
  });

  it("puts each in a category the cookie banner controls, and shows them all in one table", () => {
    const bannerCategories = CONSENT_TYPES.filter((type) => type.chosenIn === "cookie banner").map((type) => type.title);
    for (const cookie of SITE_COOKIES) expect(bannerCategories).toContain(cookie.category);
    const table = cookiePolicy.sections.flatMap((section) => section.blocks).find((block) => block.kind === "table" && block.caption === COOKIE_TABLE_CAPTION);
    expect(table?.kind === "table" && table.rows.map((row) => row[0])).toEqual(SITE_COOKIES.map((cookie) => `${cookie.names.join(", ")} (${cookie.kind.toLowerCase()})`));
  });

  it("gives the durations the spec names: the consent 1 year, the payment provider's, analytics only with consent", () => {
    const text = textOf(cookiePolicy);
    expect(SITE_COOKIES.find((cookie) => cookie.names.includes(CONSENT_STORAGE_KEYS.choice))?.lasts).toMatch(/^1 year/);
    expect(text).toContain("__stripe_mid 1 year; __stripe_sid 30 minutes");
    expect(text).toMatch(/2 years and 24 hours/);
    expect(text).toContain("only after you allow that category");
    for (const type of CONSENT_TYPES) expect(text).toContain(type.title);
  });
});
