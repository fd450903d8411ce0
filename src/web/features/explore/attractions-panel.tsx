import { attractions } from "../../../../content/explore.ts";
import { SectionHeading } from "../../components/content/section-heading.tsx";
import attractionFilter from "../../islands/attraction-filter.tsx";
import { Island } from "../../lib/islands/island.tsx";
import { AttractionCard } from "./attraction-card.tsx";
import { ATTRACTION_LIST_ID, attractionCounts } from "./attraction-filter.tsx";

/**
 * The Local Attractions tab: every attraction, pre-rendered, narrowed to one type by the filter
 * buttons, an island (ADR 044) that wakes when first touched.
 */
export function AttractionsPanel() {
  return (
    <div>
      <SectionHeading id="attractions-heading" title="Local Attractions">
        <p>Castles, Romans, riverside parks and the best of the city, most of them a short walk from our front door.</p>
      </SectionHeading>
      <Island of={attractionFilter} props={{ listId: ATTRACTION_LIST_ID, counts: attractionCounts(attractions) }} />
      <ul id={ATTRACTION_LIST_ID} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {attractions.map((attraction) => (
          <li key={attraction.id} data-type={attraction.type}>
            <AttractionCard attraction={attraction} />
          </li>
        ))}
      </ul>
    </div>
  );
}
