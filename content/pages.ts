import { hotel } from "./hotel.ts";
import type { PageCopy } from "../src/shared/content/pages.ts";

/**
 * Each public page's <title> and meta description, by path. The pre-render writes them into the
 * page's <head> (src/shared/site/routes.ts pairs them with the site's pages); a description is
 * unique to its page and about 150 characters long.
 */

/** "About Us" becomes "About Us | The Courtfield Hotel, Carlisle". */
function titled(pageName: string): string {
  return `${pageName} | ${hotel.name}, Carlisle`;
}

export const pageCopy = {
  "/": {
    title: `${hotel.name} | Family-run Victorian hotel in Carlisle since 1877`,
    description: `${hotel.name}: 27 en-suite rooms from £65 a night near Carlisle station and M6 junction 42. Free Wi-Fi and parking, pet friendly, resident bar.`,
  },
  "/about": {
    title: titled("About Us"),
    description: `The story of ${hotel.name}: a Victorian townhouse welcoming guests to Carlisle since 1877, still run by one family with 24/7 reception.`,
  },
  "/rooms": {
    title: titled("Our Rooms"),
    description: "Single, double, twin and family rooms in a Victorian hotel in Carlisle. Compare beds, guests and amenities, and book direct for the best rate.",
  },
  "/dining": {
    title: titled("Dining & Bar"),
    description: "Full breakfast served every morning, a resident bar open 5 PM to 11 PM with local ales, and our pick of places to eat nearby in Carlisle.",
  },
  "/events": {
    title: titled("Events & Celebrations"),
    description: "Weddings, conferences and private parties for 120 to 150 guests in a Victorian setting in Carlisle, with rooms upstairs for your guests.",
  },
  "/events/weddings": {
    title: titled("Weddings"),
    description: "Victorian wedding venue in Carlisle for up to 150 guests: Bronze, Silver and Gold packages from £45 per person. Send us a wedding enquiry.",
  },
  "/events/conferences": {
    title: titled("Conferences & Meetings"),
    description: "Conference and meeting rooms in Carlisle near the M6 and the station: half-day and full-day packages from £25 per person, five layouts.",
  },
  "/events/private-parties": {
    title: titled("Private Parties"),
    description: "Birthdays, anniversaries, retirements and more: private party hire in Carlisle for up to 150 guests from £30 per person, four to six hours.",
  },
  "/explore-carlisle": {
    title: titled("Explore Carlisle"),
    description: "Carlisle Castle, the cathedral, Hadrian's Wall and the Lake District: local attractions, day trips and travel guides from our front door.",
  },
  "/nightlife": {
    title: titled("Nightlife in Carlisle"),
    description: "Pubs, bars and clubs within walking distance of the hotel, with opening hours, addresses and tips for a good night out in Carlisle.",
  },
  "/pet-friendly": {
    title: titled("Pet-Friendly Stays"),
    description: "Bring your dog or cat to Carlisle: pet-friendly rooms from £65 a night, our pet policy, local vets, walks and pet-friendly attractions.",
  },
  "/contact": {
    title: titled("Contact Us"),
    description: `Call, e-mail or write to ${hotel.name} in Carlisle. Reception hours, directions by car and train, and answers to frequently asked questions.`,
  },
  "/booking": {
    title: titled("Book Your Stay"),
    description: "Book your room direct with us for the best rate guarantee: choose your dates on our secure booking site, or call reception to book.",
  },
  "/book-addons": {
    title: titled("Pet Accommodation Add-on"),
    description: "Already booked direct? Add pet accommodation to your stay at £10 per pet per night and pay securely online before you arrive.",
  },
  "/book-addons/success": {
    title: titled("Add-on Booking Confirmation"),
    description: "Confirmation of your pet accommodation add-on: your reference, dates, pets and what to bring when you check in.",
  },
  "/privacy-policy": {
    title: titled("Privacy Policy"),
    description: `How ${hotel.name} collects, uses and protects your personal data, how long we keep it, and how to use your rights under UK GDPR.`,
  },
  "/terms-conditions": {
    title: titled("Terms & Conditions"),
    description: `The terms of staying at ${hotel.name}: bookings, payment, cancellation, check-in, pets, breakfast and the law that governs them.`,
  },
  "/cookie-policy": {
    title: titled("Cookie Policy"),
    description: "Which cookies our website sets, why, how long they last, and how to change your cookie choices at any time.",
  },
  "/cancellation-policy": {
    title: titled("Cancellation Policy"),
    description: "Cancellation terms for flexible, semi-flexible, non-refundable and group bookings, deposits, no-shows, early departures and date changes.",
  },
  "/accessibility": {
    title: titled("Accessibility Statement"),
    description: "How our website aims to meet WCAG 2.2 AA, how it is tested (axe in Chromium, keyboard, phone and desktop) and how to report a problem.",
  },
  "/data-request": {
    title: titled("Your Data Rights"),
    description: "Ask for a copy of your personal data, export it, or ask us to delete it. We confirm by e-mail and answer within 30 days.",
  },
  "/unsubscribe": {
    title: titled("Unsubscribe"),
    description: "Unsubscribe from our newsletter. Your e-mail address is removed from our list and added to a suppression list.",
  },
} as const satisfies Readonly<Record<string, PageCopy>>;

/** The page of each room, "/rooms/room-12". */
export function roomPageCopy(roomNumber: number): PageCopy {
  return {
    title: titled(`Room ${roomNumber}`),
    description: `Room ${roomNumber} at ${hotel.name} in Carlisle: beds, guests, amenities and how to book this pet-friendly room in our family-run Victorian hotel.`,
  };
}

export const NOT_FOUND_TITLE = `Page not found | ${hotel.name}`;
