import { BedDouble, BadgePoundSterling, Car, Clock, Coffee, PawPrint, Wifi, Wine, type LucideIcon } from "lucide-react";
import { hotel } from "../../../../content/hotel.ts";
import { Container } from "../../components/ui/container.tsx";

const HIGHLIGHTS: ReadonlyArray<{ Icon: LucideIcon; title: string; detail: string }> = [
  { Icon: BedDouble, title: "27 en-suite rooms", detail: "plus one non en-suite room" },
  { Icon: BadgePoundSterling, title: "From £65 a night", detail: "Best Rate Guarantee when you book direct" },
  { Icon: Wifi, title: "Free Wi-Fi", detail: "throughout the hotel" },
  { Icon: Car, title: "Free parking", detail: "for every guest" },
  { Icon: PawPrint, title: "Pet friendly", detail: "dogs and cats welcome" },
  { Icon: Wine, title: "Resident bar", detail: "local ales, 5:00 PM to 11:00 PM" },
  { Icon: Coffee, title: "Breakfast", detail: "freshly cooked every morning" },
  { Icon: Clock, title: `Reception ${hotel.receptionAvailability}`, detail: `check-in from ${hotel.checkIn}` },
];

/** The headline facts of the hotel (spec §1). */
export function HotelHighlights() {
  return (
    <section aria-labelledby="highlights-heading" className="py-16 sm:py-24">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-semibold uppercase tracking-eyebrow text-accent-foreground">Since {hotel.foundedYear}</p>
          <h2 id="highlights-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            Everything for a comfortable stay
          </h2>
        </div>
        <ul className="mt-12 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-8 lg:grid-cols-4">
          {HIGHLIGHTS.map(({ Icon, title, detail }) => (
            <li key={title} className="flex flex-col items-center text-center">
              <span className="flex size-14 items-center justify-center rounded-full border border-accent/50 bg-surface text-brand shadow-sm">
                <Icon aria-hidden="true" className="size-6" strokeWidth={1.5} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{detail}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
