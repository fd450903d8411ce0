import { Link } from "react-router-dom";
import { PageIntro } from "../components/content/page-intro.tsx";
import { buttonVariants } from "../components/ui/button.tsx";
import { BrochureLink } from "../features/events/brochure-link.tsx";
import { VenueContactCard } from "../features/events/venue-contact-card.tsx";
import { venueOfType } from "../features/events/venue-content.ts";
import { VenueEnquiry } from "../features/events/venue-enquiry.tsx";
import { VenueOverview } from "../features/events/venue-overview.tsx";
import { VenuePackages } from "../features/events/venue-packages.tsx";
import { VenuePhotos } from "../features/events/venue-photos.tsx";

const conference = venueOfType("conference");

export default function ConferencesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Events & Celebrations"
        title={conference.name}
        actions={
          <>
            <Link to="/contact" className={buttonVariants({ size: "lg" })}>Contact Us</Link>
            <BrochureLink brochure="conference" />
          </>
        }
      >
        <p>{conference.description}</p>
      </PageIntro>
      <VenuePhotos venue={conference} />
      <VenueOverview venue={conference} title="Everything for a productive day" />
      <VenuePackages venue={conference} title="Day delegate packages" />
      <VenueEnquiry
        form="conference"
        heading="Send a conference enquiry"
        emailSubject="Conference enquiry"
        aside={
          <VenueContactCard
            title="Planning a meeting?"
            actions={
              <>
                <Link to="/contact" className={buttonVariants({ size: "lg", variant: "gold" })}>Contact Us</Link>
                <BrochureLink brochure="conference" variant="outline-light" />
              </>
            }
          >
            <p>Our brochure has the room plans, packages and menus to share with colleagues. Or call us and we will hold a date while you decide.</p>
          </VenueContactCard>
        }
      />
    </>
  );
}
