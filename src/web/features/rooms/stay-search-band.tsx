import { Container } from "../../components/ui/container.tsx";
import { StaySearch } from "./stay-search.tsx";

/** The stay search as a band of its own, across the page (home and rooms pages). */
export function StaySearchBand() {
  return (
    <div className="border-b border-border bg-muted py-8 sm:py-10">
      <Container>
        <StaySearch />
      </Container>
    </div>
  );
}
