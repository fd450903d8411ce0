import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { petServices, type PetServiceKind } from "../../../../content/pet-friendly.ts";
import { SurfaceCard } from "../../components/content/surface-card.tsx";
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
    <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {petServices.map((service) => (
        <li key={service.id}>
          <SurfaceCard aria-labelledby={`${service.id}-heading`} className="h-full p-6">
            <Tag tone={service.kind === "emergency-vet" ? "wine" : "brass"}>{KIND_LABELS[service.kind]}</Tag>
            <h3 id={`${service.id}-heading`} className="mt-3 text-xl font-semibold">
              {service.name}
            </h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{service.description}</p>
            <ul className="mt-5 space-y-2 border-t border-border pt-4 text-sm">
              <li className="flex items-start gap-2.5">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>
                  <address className="inline not-italic">{service.address}</address> · {service.distance}
                </span>
              </li>
              <li className="flex items-center gap-2.5">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-accent" />
                <a href={`tel:${service.phone.e164}`} className="inline-flex min-h-6 items-center font-semibold text-brand underline-offset-4 hover:underline">
                  <span className="sr-only">Call {service.name} on </span>
                  {service.phone.display}
                </a>
              </li>
            </ul>
          </SurfaceCard>
        </li>
      ))}
    </ul>
  );
}
