import Clock from "lucide-react/icons/clock";
import Info from "lucide-react/icons/info";
import { residentBar } from "../../../../content/dining.ts";
import { CheckList } from "../../components/content/check-list.tsx";
import { InfoCard } from "../../components/content/info-card.tsx";
import { PriceList } from "../../components/content/price-list.tsx";
import { SectionHeading } from "../../components/content/section-heading.tsx";

/** The Resident Bar tab: opening hours, the drinks and snacks with prices, and good to know. */
export function ResidentBarPanel() {
  return (
    <div className="grid gap-10 lg:grid-cols-[1.25fr_1fr] lg:gap-14">
      <div>
        <SectionHeading id="bar-heading" title={residentBar.title} align="start">
          <p>{residentBar.intro}</p>
        </SectionHeading>
        <div className="mt-10 rounded-sm border border-border bg-surface p-6 shadow-xs sm:p-8">
          <h3 className="text-2xl font-semibold">Drinks</h3>
          <div className="mt-5">
            <PriceList items={residentBar.drinks} />
          </div>
          <h3 className="mt-10 text-2xl font-semibold">Bar snacks</h3>
          <div className="mt-5">
            <PriceList items={residentBar.snacks} />
          </div>
        </div>
      </div>
      <div className="space-y-4">
        <InfoCard icon={Clock} title="Opening hours" tone="deep">
          <p>
            {residentBar.hours.days}: <span className="font-semibold text-deep-foreground">{residentBar.hours.hours}</span>
          </p>
        </InfoCard>
        <InfoCard icon={Info} title={residentBar.infoPanel.title}>
          <CheckList items={residentBar.infoPanel.points} className="mt-2" />
        </InfoCard>
      </div>
    </div>
  );
}
