import BedDouble from "lucide-react/icons/bed-double";
import Briefcase from "lucide-react/icons/briefcase";
import PartyPopper from "lucide-react/icons/party-popper";
import { Link } from "react-router-dom";
import { hotel } from "../../../content/hotel.ts";
import { EVENT_CAPACITY, eventVenues } from "../../../content/venues.ts";
import { ActionBand } from "../components/content/action-band.tsx";
import { CardList } from "../components/content/card-list.tsx";
import { CheckList } from "../components/content/check-list.tsx";
import { IconFeatureGrid } from "../components/content/icon-feature-grid.tsx";
import { InfoCard } from "../components/content/info-card.tsx";
import { PageSection } from "../components/content/page-section.tsx";
import { PageIntro } from "../components/content/page-intro.tsx";
import { buttonVariants } from "../components/ui/button.tsx";
import { EventVenueCard } from "../features/events/event-venue-card.tsx";
import { businessFeatures, eventReasons, eventRoomsOffer, familyFeatures } from "../features/events/events-highlights.ts";

function ContactUsButton({ variant }: { variant: "primary" | "gold" }) {
  return (
    <Link to="/contact" className={buttonVariants({ size: "lg", variant: variant })}>Contact Us</Link>
  );
}

export default function EventsPage() {
  return (
    <>
      <PageIntro eyebrow="Weddings, conferences and parties" title="Events & Celebrations" actions={<ContactUsButton variant="primary" />}>
        <p>
          From a wedding breakfast to a board meeting or a milestone birthday, our Victorian rooms host {EVENT_CAPACITY.min} to {EVENT_CAPACITY.max} guests, with
          bedrooms upstairs for everyone who would rather not travel home.
        </p>
      </PageIntro>

      <PageSection labelledBy="event-types-heading" heading={{ eyebrow: "What we host", title: "Choose your occasion" }}>
        <CardList items={eventVenues} className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {(venue) => <EventVenueCard venue={venue} />}
        </CardList>
      </PageSection>

      <PageSection labelledBy="why-us-heading" tone="muted" heading={{ eyebrow: "Why celebrate with us", title: `Why choose ${hotel.name}` }}>
        <IconFeatureGrid features={eventReasons} className="mt-12" />
      </PageSection>

      <PageSection labelledBy="event-features-heading" heading={{ eyebrow: "Looked after from start to finish", title: "Everything your event needs" }}>
        <div className="mt-12 grid gap-5 lg:grid-cols-3">
          <InfoCard icon={Briefcase} title="For business">
            <CheckList items={businessFeatures} className="mt-3" />
          </InfoCard>
          <InfoCard icon={PartyPopper} title="For families and friends">
            <CheckList items={familyFeatures} className="mt-3" />
          </InfoCard>
          <InfoCard icon={BedDouble} title={eventRoomsOffer.title} tone="deep">
            <p>{eventRoomsOffer.description}</p>
            <Link to="/rooms" className="mt-3 inline-flex min-h-6 items-center font-semibold text-gold underline underline-offset-4 hover:decoration-2">
              See our rooms
            </Link>
          </InfoCard>
        </div>
      </PageSection>

      <ActionBand id="events-contact-heading" title="Let's plan your event" actions={<ContactUsButton variant="gold" />}>
        <p>Tell us the date, the occasion and how many guests you expect, and we will reply within 24 hours with ideas and a quote.</p>
      </ActionBand>
    </>
  );
}
