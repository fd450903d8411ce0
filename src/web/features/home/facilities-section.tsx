import { facilities } from "../../../../content/facilities.ts";
import { SectionHeading } from "../../components/content/section-heading.tsx";
import { Container } from "../../components/ui/container.tsx";
import { FacilityIcon } from "./facility-icon.tsx";

/** What every guest can use, from free parking to 24/7 reception. */
export function FacilitiesSection() {
  return (
    <section aria-labelledby="facilities-heading" className="py-16 sm:py-24">
      <Container>
        <SectionHeading variant="home" id="facilities-heading" eyebrow="Facilities" title="Everything for a comfortable stay" />
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-5">
          {facilities.map((facility) => (
            <li key={facility.id} className="flex gap-4 lg:flex-col lg:items-center lg:text-center">
              <span className="flex size-14 shrink-0 items-center justify-center rounded-full border border-accent/50 bg-surface text-brand shadow-sm">
                <FacilityIcon name={facility.icon} className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold lg:mt-1">{facility.name}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{facility.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
