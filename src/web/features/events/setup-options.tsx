import type { EventVenue } from "../../../../content/venues.ts";

/** The room layouts a venue offers, as a row of chips. */
export function SetupOptions({ venue }: { venue: EventVenue }) {
  return (
    <div>
      <h3 className="font-serif text-lg font-semibold">Room layouts</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {venue.setupOptions.map((option) => (
          <li key={option} className="rounded-full border border-border bg-background px-3 py-1 text-sm">
            {option}
          </li>
        ))}
      </ul>
    </div>
  );
}
