import { hotel } from "../../../content/hotel.ts";

/**
 * Every public page of the site with its <title> and meta description. The pre-render writes one
 * HTML file per entry and the server's sitemap lists the entries with `inSitemap`. Pages left out
 * of the sitemap also carry `noindex` (they are per-visitor or transactional).
 */
export interface PublicRoute {
  path: string;
  title: string;
  /** Unique per page, about 150 characters. */
  description: string;
  inSitemap: boolean;
}

/** Room pages exist for rooms 1-33 (spec §3); these five are hidden as unavailable. */
export const ROOM_COUNT = 33;
export const UNAVAILABLE_ROOM_NUMBERS: readonly number[] = [10, 13, 17, 20, 21];

export function roomSlug(roomNumber: number): string {
  return `room-${roomNumber}`;
}

/** Parses "room-12" into 12; undefined for anything that is not a room 1-33. */
export function roomNumberFromSlug(slug: string | undefined): number | undefined {
  const match = /^room-([1-9]\d?)$/.exec(slug ?? "");
  const roomNumber = match ? Number(match[1]) : Number.NaN;
  return roomNumber >= 1 && roomNumber <= ROOM_COUNT ? roomNumber : undefined;
}

const SITE = hotel.name;

function page(path: string, title: string, description: string, inSitemap = true): PublicRoute {
  return { path, title: `${title} | ${SITE}, Carlisle`, description, inSitemap };
}

function roomPage(roomNumber: number): PublicRoute {
  return page(
    `/rooms/${roomSlug(roomNumber)}`,
    `Room ${roomNumber}`,
    `Room ${roomNumber} at ${SITE} in Carlisle: beds, guests, amenities and how to book this pet-friendly room in our family-run Victorian hotel.`,
    !UNAVAILABLE_ROOM_NUMBERS.includes(roomNumber),
  );
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: "/",
    title: `${SITE} | Family-run Victorian hotel in Carlisle since 1877`,
    description: `${SITE}: 27 en-suite rooms from £65 a night near Carlisle station and M6 junction 42. Free Wi-Fi and parking, pet friendly, resident bar.`,
    inSitemap: true,
  },
  page("/about", "About Us", `The story of ${SITE}: a Victorian townhouse welcoming guests to Carlisle since 1877, still run by one family with 24/7 reception.`),
  page("/rooms", "Our Rooms", "Single, double, twin and family rooms in a Victorian hotel in Carlisle. Compare beds, guests and amenities, and book direct for the best rate."),
  ...Array.from({ length: ROOM_COUNT }, (_, index) => roomPage(index + 1)),
  page("/dining", "Dining & Bar", "Full breakfast served every morning, a resident bar open 5 PM to 11 PM with local ales, and our pick of places to eat nearby in Carlisle."),
  page("/events", "Events & Celebrations", "Weddings, conferences and private parties for 120 to 150 guests in a Victorian setting in Carlisle, with rooms upstairs for your guests."),
  page("/events/weddings", "Weddings", "Victorian wedding venue in Carlisle for up to 150 guests: Bronze, Silver and Gold packages from £45 per person. Send us a wedding enquiry."),
  page("/events/conferences", "Conferences & Meetings", "Conference and meeting rooms in Carlisle near the M6 and the station: half-day and full-day packages from £25 per person, five layouts."),
  page("/events/private-parties", "Private Parties", "Birthdays, anniversaries, retirements and more: private party hire in Carlisle for up to 150 guests from £30 per person, four to six hours."),
  page("/explore-carlisle", "Explore Carlisle", "Carlisle Castle, the cathedral, Hadrian's Wall and the Lake District: local attractions, day trips and travel guides from our front door."),
  page("/nightlife", "Nightlife in Carlisle", "Pubs, bars and clubs within walking distance of the hotel, with opening hours, addresses and tips for a good night out in Carlisle."),
  page("/pet-friendly", "Pet-Friendly Stays", "Bring your dog or cat to Carlisle: pet-friendly rooms from £65 a night, our pet policy, local vets, walks and pet-friendly attractions."),
  page("/contact", "Contact Us", `Call, e-mail or write to ${SITE} in Carlisle. Reception hours, directions by car and train, and answers to frequently asked questions.`),
  page("/booking", "Book Your Stay", "Book your room direct with us for the best rate guarantee: choose your dates on our secure booking site, or call reception to book."),
  page("/book-addons", "Pet Accommodation Add-on", "Already booked direct? Add pet accommodation to your stay at £10 per pet per night and pay securely online before you arrive."),
  page("/book-addons/success", "Add-on Booking Confirmation", "Confirmation of your pet accommodation add-on: your reference, dates, pets and what to bring when you check in.", false),
  page("/privacy-policy", "Privacy Policy", `How ${SITE} collects, uses and protects your personal data, how long we keep it, and how to use your rights under UK GDPR.`),
  page("/terms-conditions", "Terms & Conditions", `The terms of staying at ${SITE}: bookings, payment, cancellation, check-in, pets, breakfast and the law that governs them.`),
  page("/cookie-policy", "Cookie Policy", "Which cookies our website sets, why, how long they last, and how to change your cookie choices at any time."),
  page("/cancellation-policy", "Cancellation Policy", "Cancellation terms for flexible, semi-flexible, non-refundable and group bookings, deposits, no-shows, early departures and date changes."),
  page("/data-request", "Your Data Rights", "Ask for a copy of your personal data, export it, or ask us to delete it. We confirm by e-mail and answer within 30 days."),
  page("/unsubscribe", "Unsubscribe", "Unsubscribe from our newsletter. Your e-mail address is removed from our list and added to a suppression list.", false),
];

/** The staff area: one client-rendered shell, never indexed, never in the sitemap. */
export const ADMIN_PATHS: readonly string[] = ["/admin", "/admin/login"];
export const ADMIN_TITLE = `Staff sign in | ${SITE}`;

export const NOT_FOUND_TITLE = `Page not found | ${SITE}`;

export function findPublicRoute(path: string): PublicRoute | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return PUBLIC_ROUTES.find((route) => route.path === normalised);
}
