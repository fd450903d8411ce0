import { Container } from "../../components/ui/container.tsx";
import staySearch from "../../islands/stay-search.tsx";
import { Island } from "../../lib/islands/island.tsx";

/** The stay search as a band of its own, across the page (home and rooms pages); the search itself is an island (ADR 044). */
export function StaySearchBand() {
  return (
    <div className="border-b border-border bg-muted py-8 sm:py-10">
      <Container>
        <Island of={staySearch} props={{}} />
      </Container>
    </div>
  );
}
