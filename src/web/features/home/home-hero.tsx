import { Link } from "react-router-dom";
import { hotel } from "../../../../content/hotel.ts";
import { BookYourStayLink } from "../../components/layout/book-your-stay-link.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { Ornament } from "../../components/ui/ornament.tsx";
import heroBackdrop from "../../islands/hero-backdrop.tsx";
import { Island } from "../../lib/islands/island.tsx";
import { HeroBackdrop } from "./hero-backdrop.tsx";

/** The home page's opening: the house on film, the headline and the two main actions. */
export function HomeHero() {
  return (
    <section className="scheme-deep relative isolate overflow-hidden">
      {/* The backdrop needs code only to play the film: without one it is plain markup. */}
      {__HERO_VIDEO__ ? <Island of={heroBackdrop} props={{}} /> : <HeroBackdrop />}
      <Container className="flex min-h-[34rem] flex-col items-center justify-center py-20 text-center sm:min-h-[40rem] sm:py-28 lg:py-32">
        <p className="text-xs font-semibold tracking-eyebrow text-gold uppercase sm:text-sm">
          Family-run since {hotel.foundedYear} · {hotel.address.locality}
        </p>
        <h1 className="mt-6 max-w-4xl text-[2.6rem] leading-[1.1] font-semibold sm:text-6xl lg:text-7xl">
          A Victorian welcome in the heart of <em className="text-gold">Carlisle</em>
        </h1>
        <Ornament tone="gold" className="mt-8" />
        <p className="mt-8 max-w-2xl text-lg leading-relaxed text-deep-foreground/90 sm:text-xl">
          27 en-suite rooms, a resident bar and a proper breakfast, a five-minute walk from the city centre and two minutes
          from the M6.
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <BookYourStayLink variant="gold" size="lg">
            <span className="sm:hidden">Book Now</span>
            <span className="hidden sm:inline">Book Your Stay</span>
          </BookYourStayLink>
          <Link to="/rooms" className={buttonVariants({ variant: "outline-light", size: "lg" })}>View Rooms</Link>
        </div>
      </Container>
    </section>
  );
}
