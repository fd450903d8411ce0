import { aboutActions, aboutFacts, aboutIntro, aboutSections, differentiators } from "../../../../content/about.ts";
import { ACCESSIBILITY_REVIEWED, accessibilityStatement } from "../../../../content/accessibility.ts";
import { askReception } from "../../../../content/ask-reception.ts";
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
import { contentDocumentKey, type ContentKindName } from "../../../shared/content/content-kinds.ts";

/** One document as the site was built with it: version 1 of a fresh database (ADR 098). */
export interface SeedDocument {
  key: string;
  kind: ContentKindName;
  content: unknown;
}

const whole = (kind: ContentKindName, content: unknown): SeedDocument => ({ key: contentDocumentKey(kind), kind, content });
const item = (kind: ContentKindName, id: string, content: unknown): SeedDocument => ({ key: contentDocumentKey(kind, id), kind, content });

/** Today's content/*.ts gathered into the documents the database keeps, in the order the staff list shows them. */
export function todaysContent(): SeedDocument[] {
  return [
    whole("hotel", hotel),
    whole("breakfast-hours", { servingTimes: BREAKFAST_SERVING_TIMES, addOnPrice: BREAKFAST_ADD_ON_PRICE }),
    whole("headline-facts", { headlineFacts, proximity, marketingFromPrice: MARKETING_FROM_PRICE }),
    whole("home-sections", { facilities, history }),
    whole("reviews", { reviews, summary: reviewSummary }),
    ...rooms.map((room) => item("room", room.id, room)),
    whole("dining", { gallery: diningGallery, breakfast, residentBar, localDining }),
    whole("ask-reception", askReception),
    whole("events", { venues: eventVenues, conferenceMenus, conferenceMenuNote: CONFERENCE_MENU_NOTE, partyTypes, partyFeatures, privatePartiesIntro }),
    whole("explore", { attractions, dayTrips, travelGuides }),
    whole("nightlife", { pubs, clubs, tips: nightlifeTips }),
    whole("pet-fee", PET_FEE),
    whole("pet-friendly", { roomTypes: petFriendlyRoomTypes, policy: petPolicy, amenities: petAmenities, services: petServices, places: petFriendlyPlaces, actions: petFriendlyActions }),
    whole("faq", { faqs }),
    whole("about", { intro: aboutIntro, sections: aboutSections, differentiators, facts: aboutFacts, actions: aboutActions }),
    whole("pages", { pageCopy, notFoundTitle: NOT_FOUND_TITLE }),
    item("policy", "privacy-policy", privacyPolicy),
    item("policy", "terms-and-conditions", termsAndConditions),
    item("policy", "cancellation-policy", cancellationPolicy),
    item("policy", "cookie-policy", cookiePolicy),
    whole("accessibility", { reviewed: ACCESSIBILITY_REVIEWED, sections: accessibilityStatement }),
  ];
}
