import { BREAKFAST_ADD_ON_PRICE, BREAKFAST_SERVING_TIMES } from "../breakfast-hours.ts";
import { hotel } from "../hotel.ts";
import { DIRECT_BOOKING_PET_FEE, PET_FEE } from "../pet-fee.ts";
import { list, paragraph, type PolicyDocument } from "./policy-document.ts";

// The terms and conditions (addons-privacy-admin §2.3): last updated January 1, 2025; 18 and
// photo ID; 24-hour free cancellation; advance purchase non-refundable; the pet fee and its
// direct-booking discount; breakfast hours; the law of England and Wales.

const pounds = (amount: number) => `£${amount.toFixed(amount % 1 === 0 ? 0 : 2)}`;

export const termsAndConditions: PolicyDocument = {
  eyebrow: "The small print",
  title: "Terms & Conditions",
  summary: "The terms that apply when you book and stay with us: reservations, payment, cancellation, check-in, pets and breakfast.",
  lastUpdated: "2025-01-01",
  sections: [
    {
      id: "about",
      heading: "1. About these terms",
      blocks: [paragraph(`These terms apply to every booking with ${hotel.name}, made on our website, by phone or by e-mail. By booking you accept them.`)],
    },
    {
      id: "booking-and-payment",
      heading: "2. Booking and payment",
      blocks: [
        paragraph("Your booking is confirmed when you receive our confirmation e-mail. The price, the rate you chose and what it includes are shown before you book and in the confirmation."),
        paragraph("Advance-purchase rates are paid in full when you book and are non-refundable."),
      ],
    },
    {
      id: "cancellation",
      heading: "3. Cancellation",
      blocks: [
        paragraph(["Standard bookings can be cancelled free of charge up to 24 hours before arrival. Each rate's own windows and charges are set out in our ", { href: "/cancellation-policy", label: "Cancellation Policy" }, "."]),
      ],
    },
    {
      id: "check-in",
      heading: "4. Check-in and check-out",
      blocks: [
        list(
          `Check-in is from ${hotel.checkIn}; check-out is by ${hotel.checkOut}.`,
          "The guest checking in must be 18 or over and show photo ID (a passport or driving licence).",
        ),
      ],
    },
    {
      id: "pets",
      heading: "5. Pets",
      blocks: [
        paragraph(
          `Well-behaved dogs and cats are welcome. The pet fee is ${pounds(PET_FEE.perPetPerNight)} per pet per night, payable ${PET_FEE.payable}. Bookings made directly on our website get a ${pounds(PET_FEE.directBookingDiscountPerPetPerNight)} per pet per night discount, so you pay ${pounds(DIRECT_BOOKING_PET_FEE)}.`,
        ),
        paragraph("Please never leave a pet alone in the room, and keep it off the beds and furniture. Damage caused by a pet may be charged."),
      ],
    },
    {
      id: "breakfast",
      heading: "6. Breakfast",
      blocks: [
        list(...BREAKFAST_SERVING_TIMES.map((time) => `${time.days}: ${time.hours}`)),
        paragraph(`Breakfast can be added for ${pounds(BREAKFAST_ADD_ON_PRICE)} per person, paid at reception.`),
      ],
    },
    {
      id: "your-stay",
      heading: "7. During your stay",
      blocks: [paragraph("Please treat the room and the house with care: damage beyond ordinary wear may be charged.")],
    },
    {
      id: "law",
      heading: "8. Governing law",
      blocks: [
        paragraph("These terms are governed by the law of England and Wales, and its courts decide any dispute."),
        paragraph(["Questions about these terms: ", { href: `mailto:${hotel.email}`, label: hotel.email }, ` or ${hotel.phone.display}.`]),
      ],
    },
  ],
};
