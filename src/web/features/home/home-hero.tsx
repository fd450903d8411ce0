import { Star } from "lucide-react";
import { Link } from "react-router-dom";
import { hotel } from "../../../../content/hotel.ts";
import { BookYourStayLink } from "../../components/layout/book-your-stay-link.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { Ornament } from "../../components/ui/ornament.tsx";

/** The home page's opening: headline, the two main actions and the guests' verdict. */
export function HomeHero() {
  return (
    <section className="scheme-deep bg-lattice relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_50%_0%,color-mix(in_srgb,var(--gold)_22%,transparent),transparent_70%)]"
      />
      <Container className="flex flex-col items-center py-20 text-center sm:py-28 lg:py-32">
        <p className="text-xs font-semibold uppercase tracking-eyebrow text-gold sm:text-sm">
          Family-run since {hotel.foundedYear} · {hotel.address.locality}
        </p>
        <h1 className="mt-6 max-w-4xl text-[2.6rem] leading-[1.1] font-semibold sm:text-6xl lg:text-7xl">
          A Victorian welcome in the heart of <em className="text-gold">Carlisle</em>
        </h1>
        <Ornament className="mt-8 text-gold/80" />
        <p className="mt-8 max-w-2xl text-lg leading-relaxed text-deep-muted sm:text-xl">
          27 en-suite rooms, a resident bar and a proper breakfast, a five-minute walk from the city centre
          and two minutes from the M6.
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <BookYourStayLink variant="gold" size="lg">
            <span className="sm:hidden">Book Now</span>
            <span className="hidden sm:inline">Book Your Stay</span>
          </BookYourStayLink>
          <Button asChild variant="outline-light" size="lg">
            <Link to="/rooms">View Rooms</Link>
          </Button>
        </div>
        <p className="mt-10 inline-flex items-center gap-2 text-sm text-deep-muted">
          <Star aria-hidden="true" className="size-4 fill-gold text-gold" />
          <span>
            <strong className="font-semibold text-deep-foreground">4.7</strong> average from 813 guest reviews
          </span>
        </p>
      </Container>
    </section>
  );
}
