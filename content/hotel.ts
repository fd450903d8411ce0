import type { HotelIdentity } from "../src/shared/content/hotel.ts";

/**
 * The hotel's identity: the one place its name, address, phone, e-mail and hours are written.
 * The defaults are fictional and safe to publish (DESIGN decision 12): the phone number is from
 * Ofcom's drama range (01632 960xxx), the e-mail is under example.com, the street is invented.
 * Its shape and field rules are the schema in src/shared/content/hotel.ts (ADR 092).
 */
export const hotel = {
  name: "The Courtfield Hotel",
  shortName: "The Courtfield",
  foundedYear: 1877,
  tagline: "A family-run Victorian hotel in the heart of Carlisle",
  address: {
    street: "12 Courtfield Terrace",
    locality: "Carlisle",
    county: "Cumbria",
    postcode: "CA1 1QZ",
    country: "United Kingdom",
  },
  coordinates: { lat: 54.8921, lng: -2.9297 },
  phone: { display: "01632 960123", e164: "+441632960123" },
  email: "stay@courtfield-hotel.example.com",
  checkIn: "3:00 PM",
  checkOut: "10:00 AM",
  receptionAvailability: "24/7",
  receptionHours: [
    { days: "Monday to Friday", hours: "7:00 – 23:00" },
    { days: "Saturday", hours: "8:00 – 23:00" },
    { days: "Sunday", hours: "8:00 – 22:00" },
  ],
} as const satisfies HotelIdentity;

/** "12 Courtfield Terrace, Carlisle, Cumbria CA1 1QZ" */
export const hotelAddressLine = `${hotel.address.street}, ${hotel.address.locality}, ${hotel.address.county} ${hotel.address.postcode}`;
