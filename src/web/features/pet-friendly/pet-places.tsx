import Trees from "lucide-react/icons/trees";
import { petFriendlyPlaces } from "../../../../content/pet-friendly.ts";
import { DirectionsLink } from "../../components/content/external-link.tsx";

/** Walks and places to take a dog, each with directions. */
export function PetPlaces() {
  return (
    <ul className="mx-auto mt-12 grid max-w-5xl gap-5 sm:grid-cols-2">
      {petFriendlyPlaces.map((place) => (
        <li key={place.id} className="flex gap-4 rounded-sm border border-border bg-surface p-6 shadow-xs">
          <Trees aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" strokeWidth={1.5} />
          <div>
            <h3 className="text-xl font-semibold">{place.name}</h3>
            <p className="mt-1.5 leading-relaxed text-muted-foreground">{place.description}</p>
            <DirectionsLink to={place.coordinates} place={place.name} className="mt-3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
