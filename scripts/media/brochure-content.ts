// What each brochure says, as a list of blocks, apart from how the PDF is drawn
// (scripts/media/brochures.ts): built from the same content/ the pages show, so a price or a
// layout changed there changes the brochure too, and tests can read what a brochure holds.
import { conferenceMenus, CONFERENCE_MENU_NOTE } from "../../content/conference-menus.ts";
import { hotel, hotelAddressLine } from "../../content/hotel.ts";
import { partyFeatures, partyTypes } from "../../content/private-parties.ts";
import { layoutLine } from "../../content/venue-layouts.ts";
import { eventVenues, type EventPackage, type EventVenue, type EventVenueType } from "../../content/venues.ts";

export type BrochureBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string; bold?: boolean; size?: number }
  | { kind: "bullet"; text: string; indent?: number };

export interface BrochureContent {
  title: string;
  /** PDF keywords: the venue, its packages with their prices, its layouts. */
  keywords: string[];
  blocks: BrochureBlock[];
}

const heading = (text: string): BrochureBlock => ({ kind: "heading", text });
const paragraph = (text: string, options: { bold?: boolean; size?: number } = {}): BrochureBlock => ({ kind: "paragraph", text, ...options });
const bullet = (text: string, indent?: number): BrochureBlock => ({ kind: "bullet", text, ...(indent === undefined ? {} : { indent }) });

function pounds(amount: number): string {
  return `£${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** Only where there is a choice: a lone package is never "most popular", whatever the data says. */
function isMostPopular(venue: EventVenue, offer: EventPackage): boolean {
  return offer.popular && venue.packages.length > 1;
}

function venueOf(type: EventVenueType): EventVenue {
  const venue = eventVenues.find((candidate) => candidate.type === type);
  if (!venue) throw new Error(`No ${type} venue in content/venues.ts`);
  return venue;
}

function venueBlocks(venue: EventVenue): BrochureBlock[] {
  return [
    paragraph(venue.description, { size: 11.5 }),
    paragraph(`Guests: ${venue.capacity.min} to ${venue.capacity.max} · Duration: ${venue.duration} · From ${pounds(venue.price.from)} per ${venue.price.per}`, { bold: true }),
    ...(venue.packages.length === 0 ? [] : [heading(venue.packages.length === 1 ? "Package" : "Packages")]),
    ...venue.packages.flatMap((offer) => [
      paragraph(`${offer.name}: ${pounds(offer.price)} per person${isMostPopular(venue, offer) ? " (most popular)" : ""}`, { bold: true, size: 12 }),
      paragraph(offer.description),
      ...offer.includes.map((included) => bullet(included, 8)),
    ]),
    heading("Included"),
    ...venue.includes.map((included) => bullet(included)),
    heading("Room layouts"),
    paragraph("One Victorian function room, set the way your event needs it:"),
    ...venue.setupOptions.map((layout) => bullet(layoutLine(venue.type, layout))),
    heading("Features"),
    ...venue.features.map((feature) => bullet(feature)),
  ];
}

function contactBlocks(): BrochureBlock[] {
  return [heading("Enquiries"), paragraph(`Call ${hotel.phone.display} or e-mail ${hotel.email}. We reply within 24 hours.`, { bold: true }), paragraph(hotelAddressLine)];
}

function keywordsOf(venue: EventVenue): string[] {
  return [venue.name, ...venue.packages.map((offer) => `${offer.name} ${pounds(offer.price)}`), ...venue.setupOptions];
}

export function conferenceBrochureContent(): BrochureContent {
  const venue = venueOf("conference");
  return {
    title: "Conferences & Meetings",
    keywords: keywordsOf(venue),
    blocks: [
      ...venueBlocks(venue),
      heading("Menus"),
      ...conferenceMenus.flatMap((menu) => [paragraph(`${menu.name} (${menu.servedWith})`, { bold: true }), ...menu.dishes.map((dish) => bullet(dish, 8))]),
      paragraph(CONFERENCE_MENU_NOTE),
      ...contactBlocks(),
    ],
  };
}

export function privatePartyBrochureContent(): BrochureContent {
  const venue = venueOf("party");
  return {
    title: "Private Parties",
    keywords: keywordsOf(venue),
    blocks: [
      ...venueBlocks(venue),
      heading("Occasions we host"),
      ...partyTypes.map((party) => bullet(`${party.name}: ${party.description}`)),
      heading("What every party has"),
      ...partyFeatures.map((feature) => bullet(feature)),
      ...contactBlocks(),
    ],
  };
}
