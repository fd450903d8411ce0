import ExternalLink from "lucide-react/icons/external-link";
import MapPin from "lucide-react/icons/map-pin";
import { Link } from "react-router-dom";
import { proximity } from "../../../../content/headline-facts.ts";
import { hotel, hotelAddressLine } from "../../../../content/hotel.ts";
import { directionsUrl } from "../../../shared/site/directions.ts";
import { SectionHeading } from "../../components/content/section-heading.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { CarlisleMap } from "./carlisle-map.tsx";

/** Where the hotel is: a drawn map, the address, how near everything is and a directions link. */
export function LocationSection() {
  return (
    <section aria-labelledby="location-heading" className="bg-lattice border-y border-border bg-muted py-16 sm:py-24">
      <Container className="grid gap-10 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:gap-14">
        <figure className="overflow-hidden rounded-sm border border-border bg-surface p-2 shadow-sm">
          <CarlisleMap className="h-auto w-full" />
        </figure>
        <div>
          <SectionHeading variant="home" id="location-heading" eyebrow="Location" title="Perfectly placed for Carlisle and beyond" align="start" />
          <p className="mt-5 flex gap-2 text-muted-foreground">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand" />
            <span>{hotelAddressLine}</span>
          </p>
          <ul className="mt-6 grid grid-cols-2 gap-px overflow-hidden rounded-sm border border-border bg-border">
            {proximity.map((place) => (
              <li key={place.id} className="bg-surface px-4 py-3">
                <p className="font-medium">{place.place}</p>
                <p className="text-sm text-muted-foreground">{place.time}</p>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <a href={directionsUrl(hotel.coordinates)} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: "lg" })}>
              Get Directions
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <Link to="/explore-carlisle" className={buttonVariants({ variant: "link", size: null, className: "min-h-12 px-2 text-base" })}>Explore Carlisle</Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
