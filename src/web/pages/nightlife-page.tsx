import Lightbulb from "lucide-react/icons/lightbulb";
import { NIGHTLIFE_TABS, clubs, nightlifeTips, pubs, type NightlifeTabId, type NightlifeVenue } from "../../../content/nightlife.ts";
import { AskReception } from "../components/content/ask-reception.tsx";
import { PageSection } from "../components/content/page-section.tsx";
import { PageIntro } from "../components/content/page-intro.tsx";
import { Tabs } from "../components/ui/tabs.tsx";
import { VenueList } from "../features/nightlife/venue-list.tsx";

const PANELS: Record<NightlifeTabId, { title: string; intro: string; venues: readonly NightlifeVenue[] }> = {
  pubs: { title: "Pubs and bars", intro: "Cask ales, craft beer and a good fire: our guests' favourite locals, all within a short walk.", venues: pubs },
  clubs: { title: "Clubs", intro: "For dancing into the small hours, most of them a few minutes from the hotel on Botchergate.", venues: clubs },
};

export default function NightlifePage() {
  return (
    <>
      <PageIntro eyebrow="After dark" title="Nightlife in Carlisle">
        <p>
          Carlisle&apos;s pubs, bars and clubs are a short walk from our front door. Here are the places our guests enjoy, with their opening hours and how to
          get there, plus a few tips for a good night out.
        </p>
      </PageIntro>
      <PageSection labelledBy="nightlife-tabs-heading">
        <h2 id="nightlife-tabs-heading" className="sr-only">
          Pubs and clubs
        </h2>
        <Tabs
          idPrefix="nightlife"
          label="Nightlife"
          defaultTabId="pubs"
          tabs={NIGHTLIFE_TABS.map((tab) => ({
            ...tab,
            panel: <VenueList id={`${tab.id}-heading`} {...PANELS[tab.id]} />,
          }))}
        />
      </PageSection>
      <PageSection labelledBy="nightlife-tips-heading" tone="muted" heading={{ eyebrow: "From the front desk", title: "Tips for a good night out" }}>
        <ul className="mx-auto mt-10 grid max-w-5xl gap-4 sm:grid-cols-2">
          {nightlifeTips.map((tip) => (
            <li key={tip} className="flex gap-3 rounded-sm border border-border bg-surface p-5 leading-relaxed shadow-xs">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" strokeWidth={1.5} />
              {tip}
            </li>
          ))}
        </ul>
        <AskReception className="mt-12" />
      </PageSection>
    </>
  );
}
