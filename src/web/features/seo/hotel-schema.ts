import { facilities } from "../../../../content/facilities.ts";
import { MARKETING_FROM_PRICE } from "../../../../content/headline-facts.ts";
import { hotel } from "../../../../content/hotel.ts";
import { STATIC_FROM_PRICES } from "../../../shared/rooms/room-types.ts";
import { findPublicRoute } from "../../../shared/site/routes.ts";
import type { JsonLdNode } from "./json-ld.ts";
import { DEFAULT_SOCIAL_IMAGE_PATH } from "./social-image.ts";

/**
 * The home page counts "27 en-suite rooms plus one non en-suite room": 28 rooms guests can book. (The room
 * data defines 33, five of them hidden as unavailable; ADR 059 keeps each figure where
 * its page states it, and search engines get the headline one.)
 */
const NUMBER_OF_ROOMS = 28;

/** The Hotel node's identifier, so room pages can point at it. */
export function hotelId(publicUrl: string): string {
  return `${publicUrl}/#hotel`;
}

/** "3:00 PM" → "15:00", the ISO 8601 time schema.org expects. */
export function isoTimeOf(clockTime: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([AP])M$/i.exec(clockTime.trim());
  if (!match) throw new Error(`Not a 12-hour clock time: "${clockTime}"`);
  const [, hours = "", minutes = "", half = ""] = match;
  const hours24 = (Number(hours) % 12) + (half.toUpperCase() === "P" ? 12 : 0);
  return `${String(hours24).padStart(2, "0")}:${minutes}`;
}

/** Lowest and highest "from" prices the site shows: the marketing £65 and the dearest room type. */
function priceRange(): string {
  return `£${MARKETING_FROM_PRICE}–£${Math.max(...Object.values(STATIC_FROM_PRICES))}`;
}

/**
 * The hotel for the home page. No starRating (the hotel has no official grading on record) and
 * no aggregateRating: the reviews in content/reviews.ts are samples written for the site, and
 * marking them up as real ratings would mislead search engines and guests.
 */
export function hotelSchema(publicUrl: string): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "Hotel",
    "@id": hotelId(publicUrl),
    name: hotel.name,
    description: findPublicRoute("/")?.description ?? hotel.tagline,
    url: `${publicUrl}/`,
    image: `${publicUrl}${DEFAULT_SOCIAL_IMAGE_PATH}`,
    telephone: hotel.phone.e164,
    email: hotel.email,
    foundingDate: String(hotel.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: hotel.address.street,
      addressLocality: hotel.address.locality,
      addressRegion: hotel.address.county,
      postalCode: hotel.address.postcode,
      addressCountry: "GB",
    },
    geo: { "@type": "GeoCoordinates", latitude: hotel.coordinates.lat, longitude: hotel.coordinates.lng },
    checkinTime: isoTimeOf(hotel.checkIn),
    checkoutTime: isoTimeOf(hotel.checkOut),
    petsAllowed: true,
    numberOfRooms: NUMBER_OF_ROOMS,
    priceRange: priceRange(),
    currenciesAccepted: "GBP",
    amenityFeature: facilities.map((facility) => ({ "@type": "LocationFeatureSpecification", name: facility.name, value: true })),
  };
}
