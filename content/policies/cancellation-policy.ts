import { hotel } from "../hotel.ts";
import { list, paragraph, type PolicyDocument } from "./policy-document.ts";

// The cancellation policy (addons-privacy-admin §2.3, §9): each rate's free window, the charge
// after it, the no-show charge and what is paid when; groups; early departure; date changes.

export const cancellationPolicy: PolicyDocument = {
  eyebrow: "The small print",
  title: "Cancellation Policy",
  summary: "What happens if your plans change: cancellation terms for each rate, deposits, no-shows, early departures and date changes.",
  lastUpdated: "2026-11-24",
  sections: [
    {
      id: "by-rate",
      heading: "Cancellation by rate",
      blocks: [
        {
          kind: "table",
          caption: "Cancellation windows, charges and payment for each rate",
          columns: ["Rate", "Free cancellation", "Cancelling later", "No-show", "Payment"],
          rows: [
            ["Flexible", "Up to 48 hours before arrival", "First night charged", "First night charged", "Card details taken; pay on arrival"],
            ["Semi-flexible", "Up to 7 days before arrival", "50% of the stay charged", "Full stay charged", "50% deposit when you book"],
            ["Non-refundable", "None", "No refund", "No refund", "Full prepayment when you book"],
            ["Groups of 4 or more rooms", "Up to 14 days before arrival", "25% of the stay charged", "As agreed for the group", "25% deposit when you book"],
          ],
        },
      ],
    },
    {
      id: "early-departure",
      heading: "Leaving early",
      blocks: [paragraph("Nights booked but not used because you leave early are not refunded.")],
    },
    {
      id: "changing-dates",
      heading: "Changing your dates",
      blocks: [paragraph("We are glad to move your booking to other dates when rooms are available; the rate for the new dates applies.")],
    },
    {
      id: "how-to-cancel",
      heading: "How to cancel",
      blocks: [
        list(
          ["Call reception on ", { href: `tel:${hotel.phone.e164}`, label: hotel.phone.display }, "."],
          ["E-mail ", { href: `mailto:${hotel.email}`, label: hotel.email }, " with your booking reference."],
        ),
        paragraph("We confirm every cancellation by e-mail; the time we receive your request counts for the windows above."),
      ],
    },
  ],
};
