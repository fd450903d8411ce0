import { BREAKFAST_ADD_ON_PRICE, BREAKFAST_SERVING_TIMES } from "./breakfast-hours.ts";
import { hotel } from "./hotel.ts";
import { DIRECT_BOOKING_PET_FEE, PET_FEE } from "./pet-fee.ts";
import { EVENT_CAPACITY } from "./venues.ts";
import type { FaqEntry } from "../src/shared/content/faq.ts";

export type { FaqEntry };

/**
 * The contact page's FAQ accordion: exactly 16 questions (public-site §2, §9), one open at a time.
 * Times, fees and capacities are imported from the file that owns them, so an answer can never
 * disagree with the page it summarises.
 */

export const FAQ_COUNT = 16;

const breakfastTimes = BREAKFAST_SERVING_TIMES.map((slot) => `${slot.days} ${slot.hours}`).join(", and ");
const deskHours = hotel.receptionHours.map((slot) => `${slot.days} ${slot.hours}`).join("; ");

export const faqs = [
  {
    id: "check-in-out",
    question: "What are your check-in and check-out times?",
    answer: [
      `Check-in is from ${hotel.checkIn} and check-out is by ${hotel.checkOut}.`,
      "Arriving earlier or leaving later? We will happily look after your luggage, and if your room is ready early it is yours.",
    ],
  },
  {
    id: "parking",
    question: "Is there parking at the hotel?",
    answer: [
      "Yes. Parking on site is free for every guest, and you do not need to book a space.",
      "We are two minutes from M6 junction 42, so you can be parked and checked in within minutes of leaving the motorway.",
    ],
  },
  {
    id: "pets",
    question: "Can I bring my dog or cat?",
    answer: [
      `Of course: every room is pet friendly. The pet fee is £${PET_FEE.perPetPerNight} per pet per night, payable ${PET_FEE.payable}, with a £${PET_FEE.directBookingDiscountPerPetPerNight} per pet per night discount when you book direct with us (so £${DIRECT_BOOKING_PET_FEE}).`,
      "Assistance dogs are always welcome and are never charged.",
    ],
    link: { label: "Our pet-friendly stays", path: "/pet-friendly" },
  },
  {
    id: "breakfast",
    question: "Is breakfast included, and when is it served?",
    answer: [
      `Breakfast is served ${breakfastTimes}.`,
      `Some rates include breakfast. If yours does not, you can add it for £${BREAKFAST_ADD_ON_PRICE} per person, paid at reception. Leaving before we start serving? Order a breakfast bag the evening before.`,
    ],
    link: { label: "Breakfast and the bar", path: "/dining" },
  },
  {
    id: "wifi",
    question: "Do you have Wi-Fi?",
    answer: ["Yes, free Wi-Fi throughout the hotel, in every bedroom as well as the bar and breakfast room."],
  },
  {
    id: "accessibility",
    question: "Is the hotel accessible?",
    answer: [
      "We are a Victorian townhouse, so we are honest that we are not fully step-free: the first-floor rooms are reached by our original staircase, and some doorways and bathrooms are narrower than in a modern hotel.",
      "Ground-floor rooms include rooms 12 and 14 to 19, a few steps from reception. Please call us before you book so we can talk through steps, door widths and bathrooms and find the room that suits you best.",
    ],
  },
  {
    id: "cancellation",
    question: "What is your cancellation policy?",
    answer: [
      "On our standard rates, cancellation is free up to 24 hours before check-in. Within 24 hours of check-in the full amount is charged.",
      "Some advance-purchase rates are non-refundable; the terms are shown when you book.",
    ],
    link: { label: "Cancellation policy", path: "/cancellation-policy" },
  },
  {
    id: "reception",
    question: "When is reception open?",
    answer: [
      `Reception is open ${hotel.receptionAvailability}: whatever time your train gets in, someone will be here to welcome you.`,
      `The front desk is fully staffed ${deskHours}; outside those hours call ${hotel.phone.display} or use the bell at the door.`,
    ],
  },
  {
    id: "luggage",
    question: "Can you store my luggage?",
    answer: ["Yes, free of charge, before check-in and after check-out. Just ask at reception."],
  },
  {
    id: "children",
    question: "Are children welcome?",
    answer: [
      "Very much so. Our family rooms sleep three or four, and children are just as welcome at breakfast as their parents.",
      "The person who books must be 18 or over. Please tell us the ages of your children when you book so the room is ready for them.",
    ],
  },
  {
    id: "late-check-out",
    question: "Can I check out late?",
    answer: [
      `Check-out is by ${hotel.checkOut}. Late check-out is often possible when the room is not needed for the next guest: ask at reception the day before and we will do our best.`,
    ],
  },
  {
    id: "events",
    question: "Do you host weddings, meetings and parties?",
    answer: [
      `Yes. Our Victorian function room hosts weddings, conferences and private parties for ${EVENT_CAPACITY.min} to ${EVENT_CAPACITY.max} guests, with bedrooms upstairs for anyone staying over. We reply to every enquiry within 24 hours.`,
    ],
    link: { label: "Events and celebrations", path: "/events" },
  },
  {
    id: "room-2",
    question: "Do all rooms have an en-suite bathroom?",
    answer: [
      "All but one. Room 2, a single on the first floor, is our one room without an en-suite: its bathroom is a few steps away across the landing. If you would rather have your own en-suite, any of our other singles will suit.",
    ],
  },
  {
    id: "getting-here",
    question: "How do I get to the hotel?",
    answer: [
      "By train: Carlisle station is about five minutes' walk away, so most guests simply walk over with their cases. Call us if you would like directions or a taxi.",
      "By car: leave the M6 at junction 42 and follow the A6 north towards the city centre; we are about two minutes from the junction, with free parking on site.",
    ],
  },
  {
    id: "local-dining",
    question: "Do you serve dinner, and where can we eat nearby?",
    answer: [
      "We serve breakfast and run a resident bar in the evening, but we do not serve dinner. Plenty of good restaurants are within a few minutes' walk, and reception is always happy to recommend one and book your table.",
    ],
    link: { label: "Our local favourites", path: "/dining" },
  },
  {
    id: "payment",
    question: "Which payment methods do you accept?",
    answer: [
      "We accept major credit and debit cards, including contactless, and cash at reception. Rooms booked online are paid through our secure booking site.",
    ],
  },
] as const satisfies readonly FaqEntry[];
