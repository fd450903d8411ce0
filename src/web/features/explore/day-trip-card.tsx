import Car from "lucide-react/icons/car";
import Lightbulb from "lucide-react/icons/lightbulb";
import type { DayTrip } from "../../../../content/explore.ts";
import { DirectionsLink } from "../../components/content/external-link.tsx";
import { SurfaceCard } from "../../components/content/surface-card.tsx";
import { Tag } from "../../components/content/tag.tsx";

/** A day out from the hotel: length, drive, the plan for the day and tips. */
export function DayTripCard({ trip }: { trip: DayTrip }) {
  const headingId = `${trip.id}-heading`;
  return (
    <SurfaceCard aria-labelledby={headingId} className="lg:grid lg:grid-cols-[1fr_1.4fr]">
      <div className="scheme-deep bg-lattice flex flex-col p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <Tag tone="gold">{trip.duration}</Tag>
          <span className="inline-flex items-center gap-1.5 text-sm">
            <Car aria-hidden="true" className="size-4 text-gold" />
            {trip.driveTime}
          </span>
        </div>
        <h3 id={headingId} className="mt-4 text-2xl font-semibold sm:text-3xl">
          {trip.name}
        </h3>
        <p className="mt-3 flex-1 leading-relaxed text-deep-muted">{trip.description}</p>
        <DirectionsLink to={trip.destination} place={`${trip.name}, first stop`} tone="gold" className="mt-6" />
      </div>
      <div className="p-6 sm:p-8">
        <h4 className="text-xs font-semibold tracking-eyebrow text-accent-foreground uppercase">The plan</h4>
        <ol className="mt-4 space-y-5 border-l border-accent/50 pl-6">
          {trip.itinerary.map((step) => (
            <li key={step.title} className="relative">
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.79rem] size-2.5 rotate-45 border border-accent bg-surface" />
              <p className="text-xs font-semibold tracking-wide text-accent-foreground uppercase">{step.when}</p>
              <p className="mt-0.5 font-serif text-lg font-semibold">{step.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{step.detail}</p>
            </li>
          ))}
        </ol>
        <h4 className="mt-8 inline-flex items-center gap-2 text-xs font-semibold tracking-eyebrow text-accent-foreground uppercase">
          <Lightbulb aria-hidden="true" className="size-4" />
          Tips
        </h4>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-muted-foreground marker:text-accent">
          {trip.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </SurfaceCard>
  );
}
