import AlarmClock from "lucide-react/icons/alarm-clock";
import Clock from "lucide-react/icons/clock";
import Leaf from "lucide-react/icons/leaf";
import MapPin from "lucide-react/icons/map-pin";
import PoundSterling from "lucide-react/icons/pound-sterling";
import { breakfast } from "../../../../content/dining.ts";
import { InfoCard } from "../../components/content/info-card.tsx";
import { SectionHeading } from "../../components/content/section-heading.tsx";
import { formatPounds } from "../../../shared/money.ts";

/** The Breakfast tab: what is served, when and where, early departures, diets and the add-on. */
export function BreakfastPanel() {
  return (
    <div className="grid gap-10 lg:grid-cols-[1.25fr_1fr] lg:gap-14">
      <div>
        <SectionHeading id="breakfast-heading" title={breakfast.title} align="start">
          <p>{breakfast.intro}</p>
        </SectionHeading>
        <h3 className="mt-10 text-xs font-semibold tracking-eyebrow text-accent-foreground uppercase">On the menu</h3>
        <ul className="mt-4 divide-y divide-border border-y border-border">
          {breakfast.menu.map((dish) => (
            <li key={dish.name} className="py-4">
              <p className="font-serif text-lg font-semibold">{dish.name}</p>
              <p className="mt-1 leading-relaxed text-muted-foreground">{dish.description}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="space-y-4">
        <InfoCard icon={Clock} title="Serving times" tone="deep">
          <dl className="space-y-1">
            {breakfast.servingTimes.map((slot) => (
              <div key={slot.days} className="flex flex-wrap justify-between gap-x-4">
                <dt>{slot.days}</dt>
                <dd className="font-semibold text-deep-foreground">{slot.hours}</dd>
              </div>
            ))}
          </dl>
        </InfoCard>
        <InfoCard icon={MapPin} title="Where">
          <p>{breakfast.location}</p>
        </InfoCard>
        <InfoCard icon={AlarmClock} title="Leaving early?">
          <p>{breakfast.earlyDeparture}</p>
        </InfoCard>
        <InfoCard icon={Leaf} title="Dietary needs">
          <p>{breakfast.dietary}</p>
        </InfoCard>
        <InfoCard icon={PoundSterling} title={`Breakfast add-on: ${formatPounds(breakfast.addOn.price)} per ${breakfast.addOn.per}`}>
          <p>{breakfast.addOn.note}</p>
        </InfoCard>
      </div>
    </div>
  );
}
