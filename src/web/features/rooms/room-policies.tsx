import { PET_FEE } from "../../../../content/pet-fee.ts";
import { Accordion, type AccordionItem } from "../../components/ui/accordion.tsx";

const POLICIES: readonly AccordionItem[] = [
  {
    id: "cancellation",
    title: "Cancellation Policy",
    content: (
      <p>
        Cancel free of charge up to 24 hours before check-in. Within 24 hours of check-in the full amount is charged.
      </p>
    ),
  },
  {
    id: "pets",
    title: "Pet Policy",
    content: (
      <p>
        Pets are welcome at £{PET_FEE.perPetPerNight} per pet per night, payable {PET_FEE.payable}. Book direct with us and save £
        {PET_FEE.directBookingDiscountPerPetPerNight} per pet per night.
      </p>
    ),
  },
];

/** The two policies every room page states, one open at a time. */
export function RoomPolicies() {
  return (
    <section aria-labelledby="policies-heading">
      <h2 id="policies-heading" className="text-2xl font-semibold">
        Hotel Policies
      </h2>
      <Accordion items={POLICIES} defaultOpenId="cancellation" className="mt-4" />
    </section>
  );
}
