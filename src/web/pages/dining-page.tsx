import type { ReactNode } from "react";
import { DEFAULT_DINING_TAB, DINING_GALLERY_SCROLL, DINING_TABS, diningGallery as diningPhotos, type DiningTabId } from "../../../content/dining.ts";
import { PageSection } from "../components/content/page-section.tsx";
import { PageIntro } from "../components/content/page-intro.tsx";
import { Tabs } from "../components/ui/tabs.tsx";
import diningGallery from "../islands/dining-gallery.tsx";
import { Island } from "../lib/islands/island.tsx";
import { BreakfastPanel } from "../features/dining/breakfast-panel.tsx";
import { LocalDiningPanel } from "../features/dining/local-dining-panel.tsx";
import { ResidentBarPanel } from "../features/dining/resident-bar-panel.tsx";

const PANELS: Record<DiningTabId, ReactNode> = {
  breakfast: <BreakfastPanel />,
  bar: <ResidentBarPanel />,
  local: <LocalDiningPanel />,
};

export default function DiningPage() {
  return (
    <>
      <PageIntro eyebrow="Breakfast, bar and beyond" title="Dining & Bar">
        <p>
          Start the day with a breakfast cooked to order, end it with a nightcap by the fire in our resident bar, and in between let us point you to some of
          Carlisle&apos;s best tables.
        </p>
      </PageIntro>
      <Island of={diningGallery} props={{ photos: diningPhotos, scroll: DINING_GALLERY_SCROLL }} />
      <PageSection labelledBy="dining-tabs-heading">
        <h2 id="dining-tabs-heading" className="sr-only">
          Breakfast, the bar and eating out
        </h2>
        <Tabs
          idPrefix="dining"
          label="Dining and bar"
          defaultTabId={DEFAULT_DINING_TAB}
          tabs={DINING_TABS.map((tab) => ({ ...tab, panel: PANELS[tab.id] }))}
        />
      </PageSection>
    </>
  );
}
