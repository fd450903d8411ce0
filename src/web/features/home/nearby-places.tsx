import { Link } from "react-router-dom";
import { hotelAddressLine } from "../../../../content/hotel.ts";
import { Container } from "../../components/ui/container.tsx";

const NEARBY: ReadonlyArray<{ time: string; how: string; place: string }> = [
  { time: "2", how: "minutes by car", place: "M6 Junction 42" },
  { time: "5", how: "minute walk", place: "Carlisle city centre" },
  { time: "10", how: "minute walk", place: "Carlisle Castle" },
  { time: "15", how: "minutes", place: "Hadrian's Wall" },
  { time: "20", how: "minutes", place: "The Lake District" },
  { time: "30", how: "minutes", place: "The Scottish border" },
];

/** How close the hotel is to the city, the motorway and the sights (spec §1 proximity list). */
export function NearbyPlaces() {
  return (
    <section aria-labelledby="nearby-heading" className="bg-lattice border-y border-border bg-muted py-16 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:items-center">
        <div>
          <p className="text-xs font-semibold uppercase tracking-eyebrow text-accent-foreground">Location</p>
          <h2 id="nearby-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            Perfectly placed for Carlisle and beyond
          </h2>
          <p className="mt-4 leading-relaxed text-muted-foreground">
            Find us at {hotelAddressLine}, close to the station and the motorway, with the castle, the
            cathedral and Hadrian&apos;s Wall all within easy reach.
          </p>
          <Link to="/explore-carlisle" className="mt-6 inline-flex min-h-6 items-center font-medium text-brand underline underline-offset-4 hover:decoration-2">
            Explore Carlisle
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-sm border border-border bg-border sm:grid-cols-3">
          {NEARBY.map(({ time, how, place }) => (
            <li key={place} className="bg-surface p-5 sm:p-6">
              <p className="font-serif text-4xl font-semibold text-brand">{time}</p>
              <p className="text-xs tracking-wide text-muted-foreground uppercase">{how}</p>
              <p className="mt-2 font-medium">{place}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
