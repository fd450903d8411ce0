import type { z } from "zod";
import { aboutContentSchema } from "./about.ts";
import { accessibilityContentSchema } from "./accessibility.ts";
import { askReceptionActionSchema } from "./ask-reception.ts";
import { diningContentSchema } from "./dining.ts";
import { eventsContentSchema } from "./events.ts";
import { exploreContentSchema } from "./explore.ts";
import { faqContentSchema } from "./faq.ts";
import { headlineFactsContentSchema } from "./headline-facts.ts";
import { homeSectionsContentSchema } from "./home-sections.ts";
import { breakfastHoursContentSchema, hotelIdentitySchema } from "./hotel.ts";
import { nightlifeContentSchema } from "./nightlife.ts";
import { pagesContentSchema } from "./pages.ts";
import { petFeeSchema, petFriendlyContentSchema } from "./pet-friendly.ts";
import { policyDocumentSchema } from "./policies.ts";
import { reviewsContentSchema } from "./reviews.ts";
import { roomSchema } from "./rooms.ts";

// The kinds of content a document can be (ADR 098), each with the schema every save of it is
// checked by (ADR 092). A kind whose page shows one item of a list (a room, a policy) is one
// document per item, keyed `<kind>/<item>`; every other kind is one document, keyed by its name.

interface ContentKind {
  /** What the staff admin calls it. */
  label: string;
  schema: z.ZodType;
  /** One document per item (`room/room-12`) rather than one for the kind. */
  perItem: boolean;
}

export const CONTENT_KINDS = {
  hotel: { label: "Hotel identity and opening times", schema: hotelIdentitySchema, perItem: false },
  "breakfast-hours": { label: "Breakfast hours and price", schema: breakfastHoursContentSchema, perItem: false },
  "headline-facts": { label: "Headline facts", schema: headlineFactsContentSchema, perItem: false },
  "home-sections": { label: "Home page sections", schema: homeSectionsContentSchema, perItem: false },
  reviews: { label: "Reviews on the home page", schema: reviewsContentSchema, perItem: false },
  room: { label: "Room", schema: roomSchema, perItem: true },
  dining: { label: "Dining and the bar", schema: diningContentSchema, perItem: false },
  "ask-reception": { label: "Ask Reception button", schema: askReceptionActionSchema, perItem: false },
  events: { label: "Events and venue packages", schema: eventsContentSchema, perItem: false },
  explore: { label: "Explore Carlisle", schema: exploreContentSchema, perItem: false },
  nightlife: { label: "Nightlife", schema: nightlifeContentSchema, perItem: false },
  "pet-fee": { label: "Pet fee", schema: petFeeSchema, perItem: false },
  "pet-friendly": { label: "Pet-friendly page", schema: petFriendlyContentSchema, perItem: false },
  faq: { label: "Questions and answers", schema: faqContentSchema, perItem: false },
  about: { label: "About the hotel", schema: aboutContentSchema, perItem: false },
  pages: { label: "Page titles and descriptions", schema: pagesContentSchema, perItem: false },
  policy: { label: "Policy", schema: policyDocumentSchema, perItem: true },
  accessibility: { label: "Accessibility statement", schema: accessibilityContentSchema, perItem: false },
} as const satisfies Record<string, ContentKind>;

export type ContentKindName = keyof typeof CONTENT_KINDS;

export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as [ContentKindName, ...ContentKindName[]];

/** The schema every save of a kind's document is checked by. */
export function contentSchemaOf(kind: ContentKindName): z.ZodType {
  return CONTENT_KINDS[kind].schema;
}

/** A document's key: the kind's name, or `<kind>/<item>` for a kind kept one document per item. */
export function contentDocumentKey(kind: ContentKindName, item?: string): string {
  return item === undefined ? kind : `${kind}/${item}`;
}

/** The kind a document key names ("room/room-12" → "room"), or undefined when it names none. */
export function kindOfDocumentKey(key: string): ContentKindName | undefined {
  const [kind, item, ...rest] = key.split("/");
  if (kind === undefined || rest.length > 0 || !Object.hasOwn(CONTENT_KINDS, kind)) return undefined;
  const known = kind as ContentKindName;
  return CONTENT_KINDS[known].perItem === (item !== undefined) ? known : undefined;
}
