import { petServices, type PetServiceKind } from "../../../../content/pet-friendly.ts";
import { CardList } from "../../components/content/card-list.tsx";
import { SurfaceCard } from "../../components/content/surface-card.tsx";
import { AddressLine, CallLine } from "../../components/content/place-contact-lines.tsx";
import { Tag } from "../../components/content/tag.tsx";

const KIND_LABELS: Readonly<Record<PetServiceKind, string>> = {
  vet: "Vet",
  "emergency-vet": "Emergency vet",
  groomer: "Grooming",
  "pet-shop": "Pet shop",
  "dog-walker": "Dog walking",
};

/** Local vets and pet services: what each does, where it is and its phone number. */
export function PetServices() {
  return (
    <CardList items={petServices} className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {(service) => (
        <SurfaceCard aria-labelledby={`${service.id}-heading`} className="h-full p-6">
          <Tag tone={service.kind === "emergency-vet" ? "wine" : "brass"}>{KIND_LABELS[service.kind]}</Tag>
          <h3 id={`${service.id}-heading`} className="mt-3 text-xl font-semibold">
            {service.name}
          </h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{service.description}</p>
          <ul className="mt-5 space-y-2 border-t border-border pt-4 text-sm">
            <AddressLine>
              <span>
                <address className="inline not-italic">{service.address}</address> · {service.distance}
              </span>
            </AddressLine>
            <CallLine place={service.name} phone={service.phone} />
          </ul>
        </SurfaceCard>
      )}
    </CardList>
  );
}
