import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { aboutActions, aboutFacts, aboutIntro, aboutSections, differentiators } from "../../../../content/about.ts";
import { ACCESSIBILITY_REVIEWED, accessibilityStatement } from "../../../../content/accessibility.ts";
import { BREAKFAST_ADD_ON_PRICE, BREAKFAST_SERVING_TIMES } from "../../../../content/breakfast-hours.ts";
import { CONFERENCE_MENU_NOTE, conferenceMenus } from "../../../../content/conference-menus.ts";
import { breakfast, diningGallery, localDining, residentBar } from "../../../../content/dining.ts";
import { attractions, dayTrips, travelGuides } from "../../../../content/explore.ts";
import { facilities } from "../../../../content/facilities.ts";
import { faqs } from "../../../../content/faq.ts";
import { headlineFacts, MARKETING_FROM_PRICE, proximity } from "../../../../content/headline-facts.ts";
import { history } from "../../../../content/history.ts";
import { hotel } from "../../../../content/hotel.ts";
import { clubs, nightlifeTips, pubs } from "../../../../content/nightlife.ts";
import { NOT_FOUND_TITLE, pageCopy } from "../../../../content/pages.ts";
import { PET_FEE } from "../../../../content/pet-fee.ts";
import { petAmenities, petFriendlyActions, petFriendlyPlaces, petFriendlyRoomTypes, petPolicy, petServices } from "../../../../content/pet-friendly.ts";
import { cancellationPolicy } from "../../../../content/policies/cancellation-policy.ts";
import { cookiePolicy } from "../../../../content/policies/cookie-policy.ts";
import { privacyPolicy } from "../../../../content/policies/privacy-policy.ts";
import { termsAndConditions } from "../../../../content/policies/terms-and-conditions.ts";
import { partyFeatures, partyTypes, privatePartiesIntro } from "../../../../content/private-parties.ts";
import { reviews, reviewSummary } from "../../../../content/reviews.ts";
import { rooms } from "../../../../content/rooms.ts";
import { eventVenues } from "../../../../content/venues.ts";
import { aboutContentSchema } from "../../../../src/shared/content/about.ts";
import { accessibilityContentSchema } from "../../../../src/shared/content/accessibility.ts";
import { TEXT_LENGTH, TEXT_REFUSALS } from "../../../../src/shared/content/content-text.ts";
import { diningContentSchema } from "../../../../src/shared/content/dining.ts";
import { eventsContentSchema } from "../../../../src/shared/content/events.ts";
import { exploreContentSchema } from "../../../../src/shared/content/explore.ts";
import { faqContentSchema } from "../../../../src/shared/content/faq.ts";
import { headlineFactsContentSchema } from "../../../../src/shared/content/headline-facts.ts";
import { homeSectionsContentSchema } from "../../../../src/shared/content/home-sections.ts";
import { breakfastHoursContentSchema, hotelIdentitySchema } from "../../../../src/shared/content/hotel.ts";
import { nightlifeContentSchema } from "../../../../src/shared/content/nightlife.ts";
import { pagesContentSchema } from "../../../../src/shared/content/pages.ts";
import { petFeeSchema, petFriendlyContentSchema } from "../../../../src/shared/content/pet-friendly.ts";
import { policyDocumentSchema } from "../../../../src/shared/content/policies.ts";
import { reviewsContentSchema } from "../../../../src/shared/content/reviews.ts";
import { roomsContentSchema } from "../../../../src/shared/content/rooms.ts";

/** Each kind of content as the document a fresh database starts with: today's content/*.ts, gathered. */
const TODAYS_CONTENT: ReadonlyArray<readonly [string, z.ZodType, unknown]> = [
  ["hotel identity", hotelIdentitySchema, hotel],
  ["breakfast hours", breakfastHoursContentSchema, { servingTimes: BREAKFAST_SERVING_TIMES, addOnPrice: BREAKFAST_ADD_ON_PRICE }],
  ["headline facts", headlineFactsContentSchema, { headlineFacts, proximity, marketingFromPrice: MARKETING_FROM_PRICE }],
  ["home sections", homeSectionsContentSchema, { facilities, history }],
  ["reviews", reviewsContentSchema, { reviews, summary: reviewSummary }],
  ["rooms", roomsContentSchema, { rooms }],
  ["dining", diningContentSchema, { gallery: diningGallery, breakfast, residentBar, localDining }],
  [
    "events",
    eventsContentSchema,
    { venues: eventVenues, conferenceMenus, conferenceMenuNote: CONFERENCE_MENU_NOTE, partyTypes, partyFeatures, privatePartiesIntro },
  ],
  ["explore", exploreContentSchema, { attractions, dayTrips, travelGuides }],
  ["nightlife", nightlifeContentSchema, { pubs, clubs, tips: nightlifeTips }],
  ["pet fee", petFeeSchema, PET_FEE],
  [
    "pet-friendly",
    petFriendlyContentSchema,
    { roomTypes: petFriendlyRoomTypes, policy: petPolicy, amenities: petAmenities, services: petServices, places: petFriendlyPlaces, actions: petFriendlyActions },
  ],
  ["FAQ", faqContentSchema, { faqs }],
  ["about", aboutContentSchema, { intro: aboutIntro, sections: aboutSections, differentiators, facts: aboutFacts, actions: aboutActions }],
  ["page titles and descriptions", pagesContentSchema, { pageCopy, notFoundTitle: NOT_FOUND_TITLE }],
  ["privacy policy", policyDocumentSchema, privacyPolicy],
  ["terms and conditions", policyDocumentSchema, termsAndConditions],
  ["cancellation policy", policyDocumentSchema, cancellationPolicy],
  ["cookie policy", policyDocumentSchema, cookiePolicy],
  ["accessibility statement", accessibilityContentSchema, { reviewed: ACCESSIBILITY_REVIEWED, sections: accessibilityStatement }],
];

/** The wrapper kinds zod puts round a described field (`.optional()`, `.nullable()`, `.readonly()`, a refinement's pipe). */
const WRAPPERS = new Set(["optional", "nullable", "readonly", "pipe"]);

/** The path of every object field, at any depth, whose schema (or the one it wraps) has no `.describe()` text. */
function fieldsWithoutHelp(schema: z.ZodType, path: string): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => def[key] as z.ZodType;
  if (WRAPPERS.has(def.type)) return fieldsWithoutHelp(inner(def.type === "pipe" ? "in" : "innerType"), path);
  if (def.type === "array") return fieldsWithoutHelp(inner("element"), `${path}[]`);
  if (def.type === "record") return fieldsWithoutHelp(inner("valueType"), `${path}{}`);
  if (def.type === "union") return (def.options as z.ZodType[]).flatMap((option) => fieldsWithoutHelp(option, path));
  if (def.type !== "object") return [];
  return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([field, fieldSchema]) => {
    const fieldPath = `${path}.${field}`;
    const own = hasHelp(fieldSchema) ? [] : [fieldPath];
    return [...own, ...fieldsWithoutHelp(fieldSchema, fieldPath)];
  });
}

function hasHelp(schema: z.ZodType): boolean {
  if (schema.description) return true;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  return WRAPPERS.has(def.type) && hasHelp(def[def.type === "pipe" ? "in" : "innerType"] as z.ZodType);
}

/** The messages a refused value gives, for the assertions to name the rule that refused it. */
function refusals(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("today's content is the first valid version of each kind", () => {
  it.each(TODAYS_CONTENT)("%s passes its schema unchanged", (_kind, schema, content) => {
    const result = schema.safeParse(content);
    expect(result.success ? [] : result.error.issues).toEqual([]);
    expect(result.data).toEqual(content);
  });
});

describe("every field has help text for the editor", () => {
  it.each(TODAYS_CONTENT)("%s gives every field help text for the editor", (_kind, schema) => {
    expect(fieldsWithoutHelp(schema, "")).toEqual([]);
  });
});

describe("the schemas refuse what an editor must not save", () => {
  it("refuses an empty or blank name", () => {
    expect(refusals(hotelIdentitySchema, { ...hotel, name: "" })).toEqual([TEXT_REFUSALS.empty]);
    expect(refusals(hotelIdentitySchema, { ...hotel, name: "   " })).toEqual([TEXT_REFUSALS.empty]);
  });

  it("refuses text longer than its place on the page", () => {
    const tooLong = "a".repeat(TEXT_LENGTH.label + 1);
    expect(refusals(hotelIdentitySchema, { ...hotel, shortName: tooLong })).toEqual([TEXT_REFUSALS.tooLong(TEXT_LENGTH.label)]);
  });

  it("refuses HTML in a plain-text field", () => {
    const [first] = faqs;
    const withMarkup = { faqs: [{ ...first, question: "Parking? <script>alert(1)</script>" }] };
    expect(refusals(faqContentSchema, withMarkup)).toEqual([TEXT_REFUSALS.markup]);
    expect(refusals(faqContentSchema, { faqs: [{ ...first, answer: ["See <a href=/x>here</a>"] }] })).toEqual([TEXT_REFUSALS.markup]);
  });

  it("keeps prose that only looks like markup", () => {
    expect(refusals(faqContentSchema, { faqs: [{ ...faqs[0], answer: ["Children < 5 stay free, and we <3 dogs"] }] })).toEqual([]);
  });

  it("refuses a javascript: link, a plain http: link and a protocol-relative one", () => {
    const [attraction] = attractions;
    const withWebsite = (website: string) => ({ attractions: [{ ...attraction, website }], dayTrips, travelGuides });
    for (const website of ["javascript:alert(1)", "JavaScript:alert(1)", "http://example.com/", "//evil.example/"]) {
      expect(refusals(exploreContentSchema, withWebsite(website)), website).toHaveLength(1);
    }
    expect(refusals(exploreContentSchema, withWebsite("https://www.english-heritage.org.uk/"))).toEqual([]);
  });

  it("refuses a javascript: link inside a policy's text", () => {
    const withLink = { ...privacyPolicy, sections: [{ id: "x", heading: "X", blocks: [{ kind: "paragraph", text: [{ href: "javascript:alert(1)", label: "Click" }] }] }] };
    expect(refusals(policyDocumentSchema, withLink)).toHaveLength(1);
  });

  it("refuses a date that is not a real YYYY-MM-DD", () => {
    for (const lastUpdated of ["24/11/2026", "2026-11-31", "2026-13-01", "November 2026"]) {
      expect(refusals(policyDocumentSchema, { ...privacyPolicy, lastUpdated }), lastUpdated).toHaveLength(1);
    }
  });

  it("refuses a negative price or one in fractions of a penny", () => {
    const withDrinkPrice = (price: number) => ({
      gallery: diningGallery,
      breakfast,
      residentBar: { ...residentBar, drinks: [{ ...residentBar.drinks[0], price }] },
      localDining,
    });
    expect(refusals(diningContentSchema, withDrinkPrice(-1))).toHaveLength(1);
    expect(refusals(diningContentSchema, withDrinkPrice(4.555))).toHaveLength(1);
    expect(refusals(diningContentSchema, withDrinkPrice(4.55))).toEqual([]);
  });

  it("refuses a phone number that cannot be dialled and an opening time that is not a time", () => {
    const [pub] = pubs;
    expect(refusals(nightlifeContentSchema, { pubs: [{ ...pub, phone: { ...pub.phone, e164: "01632 960201" } }], clubs, tips: nightlifeTips })).toHaveLength(1);
    const lateNight = { ...pub, openingHours: { ...pub.openingHours, monday: { opens: "12:00", closes: "25:00" } } };
    expect(refusals(nightlifeContentSchema, { pubs: [lateNight], clubs, tips: nightlifeTips })).toHaveLength(1);
  });

});
