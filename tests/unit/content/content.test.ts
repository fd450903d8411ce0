import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import { aboutFacts, aboutSections } from "../../../content/about.ts";
import { askReception } from "../../../content/ask-reception.ts";
import {
  BAR_PRICES,
  BREAKFAST_ADD_ON_PRICE,
  breakfast,
  DEFAULT_DINING_TAB,
  DINING_TABS,
  diningGallery,
  localDining,
  residentBar,
} from "../../../content/dining.ts";
import { ATTRACTION_FILTERS, ATTRACTION_TYPE_LABELS, ATTRACTION_TYPES, attractions, dayTrips, travelGuides } from "../../../content/explore.ts";
import { facilities } from "../../../content/facilities.ts";
import { FAQ_COUNT, faqs } from "../../../content/faq.ts";
import { headlineFacts, proximity } from "../../../content/headline-facts.ts";
import { history } from "../../../content/history.ts";
import { hotel } from "../../../content/hotel.ts";
import { clubs, nightlifeTips, pubs, WEEKDAYS } from "../../../content/nightlife.ts";
import { DIRECT_BOOKING_PET_FEE, PET_FEE, petAmenities, petFriendlyPlaces, petFriendlyRoomTypes, petServices } from "../../../content/pet-friendly.ts";
import { partyFeatures, partyTypes } from "../../../content/private-parties.ts";
import { reviews, reviewSummary } from "../../../content/reviews.ts";
import { floorOfRoom, NOT_EN_SUITE_ROOM_NUMBERS } from "../../../content/rooms.ts";
import { distanceKm, type Coordinates } from "../../../src/shared/site/directions.ts";

// Carlisle city centre, the reference point of "within ~30 km of Carlisle".
const CARLISLE: Coordinates = { lat: 54.89, lng: -2.93 };
/** Ofcom's drama range for the Tyneside/Durham/Sunderland area code: 01632 960000 to 960999. */
const DRAMA_DISPLAY = /^01632 960\d{3}$/;
const DRAMA_E164 = /^\+441632960\d{3}$/;

/** Every string inside a value, however deeply nested. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

const allContent = {
  aboutFacts,
  aboutSections,
  attractions,
  breakfast,
  clubs,
  dayTrips,
  diningGallery,
  facilities,
  faqs,
  headlineFacts,
  history,
  localDining,
  nightlifeTips,
  partyFeatures,
  partyTypes,
  petAmenities,
  petFriendlyPlaces,
  petFriendlyRoomTypes,
  petServices,
  proximity,
  pubs,
  residentBar,
  reviews,
  travelGuides,
};

function hasAtMostFourDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 1e4) / 1e4 - value) < 1e-9;
}

describe("the contact page FAQ", () => {
  it("has exactly 16 questions, each asked once", () => {
    expect(faqs).toHaveLength(16);
    expect(FAQ_COUNT).toBe(16);
    expect(new Set(faqs.map((faq) => faq.id)).size).toBe(16);
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(16);
    for (const faq of faqs) expect(faq.question).toMatch(/\?$/);
  });

  it("answers every topic the page promises", () => {
    const ids = faqs.map((faq) => faq.id);
    for (const topic of ["check-in-out", "parking", "pets", "breakfast", "wifi", "accessibility", "cancellation", "reception", "luggage", "children", "late-check-out", "events", "room-2", "getting-here", "local-dining", "payment"]) {
      expect(ids).toContain(topic);
    }
  });

  const answerOf = (id: string) => faqs.find((faq) => faq.id === id)?.answer.join(" ") ?? "";

  it("states the fixed times, fees and cancellation terms", () => {
    expect(answerOf("check-in-out")).toContain("3:00 PM");
    expect(answerOf("check-in-out")).toContain("10:00 AM");
    expect(answerOf("pets")).toContain("£15 per pet per night");
    expect(answerOf("pets")).toContain("£5 per pet per night discount");
    expect(answerOf("breakfast")).toContain("£9.99 per person, paid at reception");
    expect(answerOf("breakfast")).toContain("Monday to Friday 7:00 – 9:00 AM");
    expect(answerOf("cancellation")).toContain("free up to 24 hours before check-in");
    expect(answerOf("cancellation")).toContain("full amount is charged");
    expect(answerOf("reception")).toContain("24/7");
    expect(answerOf("getting-here")).toContain("junction 42");
    expect(answerOf("room-2")).toContain("Room 2");
  });

  it("names ground-floor rooms that really are on the ground floor", () => {
    expect(answerOf("accessibility")).toContain("rooms 12 and 14 to 19");
    for (const room of [12, 14, 15, 16, 17, 18, 19]) expect(floorOfRoom(room)).toBe("ground");
    expect(NOT_EN_SUITE_ROOM_NUMBERS).toEqual([2]);
  });
});

describe("the dining page", () => {
  it("has seven gallery photos with numbered file stems and real alt text", () => {
    expect(diningGallery).toHaveLength(7);
    diningGallery.forEach((image, index) => {
      expect(image.fileStem).toMatch(new RegExp(`^dining-0${index + 1}-[a-z0-9]+(-[a-z0-9]+)*$`));
      expect(image.alt.length).toBeGreaterThan(40);
      expect(image.alt).not.toMatch(/^(image|photo|picture) of/i);
    });
    expect(new Set(diningGallery.map((image) => image.id)).size).toBe(7);
  });

  it("opens on the Breakfast tab of three", () => {
    expect(DINING_TABS.map((tab) => tab.label)).toEqual(["Breakfast", "Resident Bar", "Local Dining"]);
    expect(DEFAULT_DINING_TAB).toBe("breakfast");
  });

  it("serves breakfast and opens the bar at the stated times", () => {
    expect(breakfast.servingTimes).toEqual([
      { days: "Monday to Friday", hours: "7:00 – 9:00 AM", opens: "07:00", closes: "09:00" },
      { days: "Saturday and Sunday", hours: "7:30 – 9:30 AM", opens: "07:30", closes: "09:30" },
    ]);
    expect(residentBar.hours).toEqual({ days: "Daily", hours: "5:00 PM – 11:00 PM", opens: "17:00", closes: "23:00" });
    expect(breakfast.earlyDeparture).toMatch(/pre-order/i);
    expect(breakfast.dietary).toMatch(/allerg/i);
  });

  it("prices drinks, snacks and the breakfast add-on as stated, in pounds", () => {
    expect(BREAKFAST_ADD_ON_PRICE).toBe(9.99);
    expect(breakfast.addOn).toMatchObject({ price: 9.99, currency: "GBP", per: "person", paidAt: "reception" });
    const price = (name: string) => [...residentBar.drinks, ...residentBar.snacks].find((item) => item.name === name)?.price;
    expect(price("Local ales")).toBe(4.5);
    expect(price("House wine")).toBe(5.5);
    expect(price("Premium spirits")).toBe(6);
    expect(price("Soft drinks")).toBe(2.5);
    expect(price("Tea and coffee")).toBe(2);
    expect(price("Crisps and nuts")).toBe(2.5);
    expect(Object.keys(BAR_PRICES)).toHaveLength(6);
  });

  it("lists four nearby places rated 4.0 to 4.3 with a working Ask Reception action", () => {
    expect(localDining.places).toHaveLength(4);
    for (const place of localDining.places) {
      expect(place.rating).toBeGreaterThanOrEqual(4);
      expect(place.rating).toBeLessThanOrEqual(4.3);
      expect(place.walkingDistance).toBe(`${place.walkingMinutes} min walk`);
      expect(place.type.length).toBeGreaterThan(0);
    }
    expect(localDining.action.label).toBe("Ask Reception");
    expect(localDining.action.phoneHref).toBe(`tel:${hotel.phone.e164}`);
    expect(askReception.contactPath).toBe("/contact");
  });
});

describe("the nightlife page", () => {
  it("has four pubs or bars and four clubs", () => {
    expect(pubs).toHaveLength(4);
    expect(clubs).toHaveLength(4);
    for (const pub of pubs) expect(["restaurant-bar", "pub", "bar"]).toContain(pub.type);
    for (const club of clubs) expect(club.type).toBe("club");
    expect(new Set([...pubs, ...clubs].map((venue) => venue.id)).size).toBe(8);
  });

  it("gives every venue opening hours for all seven days, in HH:MM or closed", () => {
    for (const venue of [...pubs, ...clubs]) {
      expect(Object.keys(venue.openingHours).sort()).toEqual([...WEEKDAYS].sort());
      const days = WEEKDAYS.map((day) => venue.openingHours[day]);
      expect(days.some((hours) => hours !== null)).toBe(true);
      for (const hours of days) {
        if (hours === null) continue;
        expect(hours.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(hours.closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      }
    }
  });

  it("uses only drama-range phone numbers and example.com websites for its fictional venues", () => {
    for (const venue of [...pubs, ...clubs]) {
      expect(venue.phone.display).toMatch(DRAMA_DISPLAY);
      expect(venue.phone.e164).toMatch(DRAMA_E164);
      expect(venue.phone.e164.slice(-6)).toBe(venue.phone.display.slice(-6));
      if ("website" in venue) expect(new URL(venue.website).hostname).toMatch(/(^|\.)example\.com$/);
      expect(venue.address).toMatch(/, Carlisle CA\d$/);
      expect(venue.rating).toBeGreaterThanOrEqual(1);
      expect(venue.rating).toBeLessThanOrEqual(5);
    }
  });

  it("tells guests there is no ride-hailing and to pre-book a taxi", () => {
    expect(nightlifeTips.join(" ")).toMatch(/no ride-hailing/);
    expect(nightlifeTips.join(" ")).toMatch(/pre-book a local taxi/);
  });
});

describe("the explore page", () => {
  it("has attractions of every type, and a label for every filter", () => {
    for (const type of ATTRACTION_TYPES) expect(attractions.some((attraction) => attraction.type === type)).toBe(true);
    expect(ATTRACTION_FILTERS).toEqual(["all", "historic", "nature", "shopping", "dining", "family", "culture"]);
    for (const filter of ATTRACTION_FILTERS) expect(ATTRACTION_TYPE_LABELS[filter]).toBeTruthy();
    expect(new Set(attractions.map((attraction) => attraction.id)).size).toBe(attractions.length);
  });

  it("places every attraction within 30 km of Carlisle, and the city ones within 3 km", () => {
    for (const attraction of attractions) {
      const km = distanceKm(CARLISLE, attraction.coordinates);
      expect(km, attraction.id).toBeLessThan(30);
      if (attraction.area === "city") expect(km, attraction.id).toBeLessThan(3);
      expect(hasAtMostFourDecimals(attraction.coordinates.lat)).toBe(true);
      expect(hasAtMostFourDecimals(attraction.coordinates.lng)).toBe(true);
    }
    expect(distanceKm(CARLISLE, hotel.coordinates)).toBeLessThan(3);
  });

  it("keeps prices honest: free means 0, indicative and varying prices carry a note", () => {
    for (const { id, price } of attractions) {
      expect(price.currency, id).toBe("GBP");
      if (price.basis === "free") expect([price.adult, price.child], id).toEqual([0, 0]);
      if (price.basis === "indicative") {
        expect(price.adult, id).toBeGreaterThan(0);
        expect(price.note, id).toMatch(/check/i);
      }
      if (price.basis === "varies") expect(price.note, id).toBeTruthy();
    }
  });

  it("gives each attraction what its card shows", () => {
    for (const attraction of attractions) {
      expect(attraction.description.length, attraction.id).toBeGreaterThan(60);
      expect(attraction.distance.driving, attraction.id).toMatch(/^\d+ min drive$/);
      if (attraction.distance.walking !== null) expect(attraction.distance.walking, attraction.id).toMatch(/^\d+ min walk$/);
      expect(attraction.highlights.length, attraction.id).toBeGreaterThanOrEqual(2);
      expect(attraction.images.length, attraction.id).toBeGreaterThan(0);
      for (const stem of attraction.images) expect(stem).toMatch(new RegExp(`^explore-${attraction.id}-\\d{2}$`));
      if ("website" in attraction) expect(attraction.website, attraction.id).toMatch(/^https:\/\//);
    }
  });

  it("agrees with the headline proximity list about the castle", () => {
    expect(attractions.find((attraction) => attraction.id === "carlisle-castle")?.distance.walking).toBe("10 min walk");
  });

  it("offers exactly the three day trips of the spec", () => {
    expect(dayTrips.map(({ name, duration, driveTime }) => ({ name, duration, driveTime }))).toEqual([
      { name: "Lake District Explorer", duration: "Full day", driveTime: "45 min drive" },
      { name: "Hadrian's Wall Adventure", duration: "Half day", driveTime: "15 min drive" },
      { name: "Scottish Borders", duration: "Full day", driveTime: "30 min drive" },
    ]);
    for (const trip of dayTrips) {
      expect(trip.driveTime).toBe(`${trip.driveMinutes} min drive`);
      expect(trip.itinerary.length).toBeGreaterThanOrEqual(4);
    }
  });

  it("has the five static guides, the transport one warning about taxis", () => {
    expect(travelGuides.map((guide) => guide.id)).toEqual(["weekend", "family", "photography", "shopping-dining", "transport"]);
    const transport = stringsIn(travelGuides.find((guide) => guide.id === "transport")).join(" ");
    expect(transport).toMatch(/no ride-hailing/);
    expect(transport).toMatch(/pre-book a local taxi/);
  });
});

describe("the private parties page", () => {
  it("has the six party types in order and ten distinct features", () => {
    expect(partyTypes.map((party) => party.id)).toEqual(["birthday", "anniversary", "retirement", "graduation", "holiday", "corporate"]);
    expect(partyFeatures).toHaveLength(10);
    expect(new Set(partyFeatures).size).toBe(10);
  });
});

describe("the pet-friendly page", () => {
  it("starts its three room types at 65, 85 and 95 pounds a night", () => {
    expect(petFriendlyRoomTypes.map((room) => room.priceFrom)).toEqual([65, 85, 95]);
  });

  it("states the pet fee", () => {
    expect(PET_FEE.perPetPerNight).toBe(15);
    expect(PET_FEE.directBookingDiscountPerPetPerNight).toBe(5);
    expect(DIRECT_BOOKING_PET_FEE).toBe(10);
  });

  it("lists fictional pet services with drama-range numbers only", () => {
    expect(petServices.length).toBeGreaterThanOrEqual(3);
    expect(petServices.some((service) => service.kind === "vet")).toBe(true);
    for (const service of petServices) {
      expect(service.phone.display).toMatch(DRAMA_DISPLAY);
      expect(service.phone.e164).toMatch(DRAMA_E164);
    }
  });

  it("puts the pet-friendly places where the explore page puts them", () => {
    for (const place of petFriendlyPlaces) {
      expect(distanceKm(CARLISLE, place.coordinates)).toBeLessThan(30);
      if ("attractionId" in place) expect(place.coordinates).toEqual(attractions.find((attraction) => attraction.id === place.attractionId)?.coordinates);
    }
  });
});

describe("the home page", () => {
  it("shows the headline facts word for word", () => {
    const labels = headlineFacts.map((fact) => fact.label);
    for (const label of [
      "27 en-suite rooms plus one non en-suite room",
      "from £65/night",
      "Free Wi-Fi",
      "Free parking",
      "Pet friendly",
      "Resident bar",
      "Breakfast",
      "Best Rate Guarantee",
      "Open since 1877",
      "Reception 24/7",
      "Check-in 3:00 PM",
      "Check-out 10:00 AM",
    ]) {
      expect(labels).toContain(label);
    }
  });

  it("shows the proximity list in order", () => {
    expect(proximity.map((entry) => entry.label)).toEqual([
      "M6 Junction 42 in 2 minutes",
      "Carlisle city 5 minute walk",
      "Carlisle Castle 10 minute walk",
      "Hadrian's Wall 15 minutes",
      "Lake District 20 minutes",
      "Scotland border 30 minutes",
    ]);
  });

  it("tells the history in the five periods of the timeline", () => {
    expect(history.map((entry) => entry.period)).toEqual(["1877", "1890s", "1960s", "1980s", "Today"]);
  });

  it("has 9 to 12 sample reviews and the 4.7 / 813 summary", () => {
    expect(reviews.length).toBeGreaterThanOrEqual(9);
    expect(reviews.length).toBeLessThanOrEqual(12);
    expect(reviewSummary).toEqual({ average: 4.7, count: 813 });
    const today = new Date().toISOString().slice(0, 10);
    for (const review of reviews) {
      expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5).toBe(true);
      expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${review.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(review.date);
      expect(review.date <= today).toBe(true);
      expect(review.text.length).toBeGreaterThan(80);
    }
    expect(new Set(reviews.map((review) => review.id)).size).toBe(reviews.length);
    expect(new Set(reviews.map((review) => review.rating)).size).toBeGreaterThan(1);
  });
});

describe("the about page", () => {
  it("states its four facts", () => {
    const labels = aboutFacts.map((fact) => fact.label).join(" | ");
    expect(labels).toContain("27 rooms plus 1 non-ensuite");
    expect(labels).toContain("1877");
    expect(labels).toContain("M6 Junction 42");
    expect(labels).toMatch(/Family-run/);
    expect(aboutSections.map((section) => section.id)).toEqual(["story", "heritage", "philosophy", "location"]);
  });
});

describe("all content", () => {
  it("names only icons lucide-react exports", () => {
    const icons = [...facilities, ...partyTypes, ...petAmenities].map((item) => item.icon);
    for (const icon of icons) expect(Object.keys(lucide), icon).toContain(icon);
  });

  it("prints no phone number outside Ofcom's drama range", () => {
    const ukNumber = /(?:\+44\s?|\b0)\d{3,4}\s?\d{3}\s?\d{3,4}\b/g;
    for (const text of stringsIn(allContent)) {
      for (const match of text.match(ukNumber) ?? []) expect(match.replace(/\s/g, "")).toMatch(/^(?:0|\+44)1632960\d{3}$/);
    }
  });

  it("keeps the house style: British spelling, no clichés, no exclamation marks", () => {
    const text = stringsIn(allContent).join("\n");
    expect(text).not.toMatch(/!/);
    expect(text).not.toMatch(/\bnestled\b|\bhidden gem\b|\bboasts?\b/i);
    expect(text).not.toMatch(/\b(color|center|favorite|neighborhood|traveler)\b/i);
  });
});
