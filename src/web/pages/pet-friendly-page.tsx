import PawPrint from "lucide-react/icons/paw-print";
import { DIRECT_BOOKING_PET_FEE, PET_FEE, petPolicy } from "../../../content/pet-friendly.ts";
import { ActionBand } from "../components/content/action-band.tsx";
import { CheckList } from "../components/content/check-list.tsx";
import { InfoCard } from "../components/content/info-card.tsx";
import { PageSection } from "../components/content/page-section.tsx";
import { PhotoHero } from "../components/content/photo-hero.tsx";
import { SectionHeading } from "../components/content/section-heading.tsx";
import { PetActions } from "../features/pet-friendly/pet-actions.tsx";
import { PetAmenities } from "../features/pet-friendly/pet-amenities.tsx";
import { PetPlaces } from "../features/pet-friendly/pet-places.tsx";
import { PetRoomTypes } from "../features/pet-friendly/pet-room-types.tsx";
import { PetServices } from "../features/pet-friendly/pet-services.tsx";
import { formatPounds } from "../../shared/money.ts";

/** The hero photo, under content/photos/pet-friendly/ (supplied by the hotel). */
const PET_HERO_PHOTO = "pet-friendly/pet-friendly-01-dog-in-the-bar";

export default function PetFriendlyPage() {
  return (
    <>
      <PhotoHero photo={PET_HERO_PHOTO} eyebrow="Dogs and cats welcome" title="Pet-Friendly Stays" actions={<PetActions onDeep />}>
        <p>
          Every one of our rooms welcomes well-behaved dogs and cats, with bowls, treats and a towel for muddy paws waiting, and the riverside walks of Bitts
          Park and Rickerby Park on the doorstep.
        </p>
      </PhotoHero>

      <PageSection labelledBy="pet-rooms-heading" heading={{ eyebrow: "Stay together", title: "Pet-friendly rooms" }}>
        <PetRoomTypes />
      </PageSection>

      <PageSection labelledBy="pet-policy-heading" tone="muted">
        <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-14">
          <div>
            <SectionHeading id="pet-policy-heading" eyebrow="House rules" title="Our pet policy" align="start" />
            <CheckList items={petPolicy} className="mt-8" />
          </div>
          <InfoCard icon={PawPrint} title="The pet fee" tone="deep" className="h-fit">
            <p className="font-serif text-4xl font-semibold text-gold">{formatPounds(PET_FEE.perPetPerNight)}</p>
            <p>per pet per night, payable {PET_FEE.payable}.</p>
            <p>
              Book direct and pay <strong className="text-deep-foreground">{formatPounds(DIRECT_BOOKING_PET_FEE)}</strong>:{" "}
              {formatPounds(PET_FEE.directBookingDiscountPerPetPerNight)} off per pet per night.
            </p>
          </InfoCard>
        </div>
      </PageSection>

      <PageSection labelledBy="pet-amenities-heading" heading={{ eyebrow: "Waiting in your room", title: "Pet amenities" }}>
        <PetAmenities />
      </PageSection>

      <PageSection labelledBy="pet-services-heading" tone="muted" heading={{ eyebrow: "Just in case", title: "Local vets and pet services" }}>
        <PetServices />
      </PageSection>

      <PageSection labelledBy="pet-places-heading" heading={{ eyebrow: "Walkies", title: "Pet-friendly places nearby" }}>
        <PetPlaces />
      </PageSection>

      <ActionBand id="pet-actions-heading" title="Bring the whole family" actions={<PetActions onDeep />}>
        <p>Book your room, add pet accommodation to a booking you have already made, or ask us anything about staying with your pet.</p>
      </ActionBand>
    </>
  );
}
