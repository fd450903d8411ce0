import CalendarHeart from "lucide-react/icons/calendar-heart";
import { Link } from "react-router-dom";
import { PageIntro } from "../components/content/page-intro.tsx";
import { buttonVariants } from "../components/ui/button.tsx";
import { VenueContactCard } from "../features/events/venue-contact-card.tsx";
import { venueOfType } from "../features/events/venue-content.ts";
import { VenueEnquiry } from "../features/events/venue-enquiry.tsx";
import { VenueOverview } from "../features/events/venue-overview.tsx";
import { VenuePackages } from "../features/events/venue-packages.tsx";
import { VenuePhotos } from "../features/events/venue-photos.tsx";

const wedding = venueOfType("wedding");

function ScheduleViewingButton({ variant }: { variant: "primary" | "gold" }) {
  return (
    <Link to="/contact" className={buttonVariants({ size: "lg", variant: variant })}>
      <CalendarHeart aria-hidden="true" />
      Schedule a Viewing
    </Link>
  );
}

export default function WeddingsPage() {
  return (
    <>
      <PageIntro
        eyebrow="Events & Celebrations"
        title={wedding.name}
        actions={
          <>
            <ScheduleViewingButton variant="primary" />
            <a href="#enquiry-form" className={buttonVariants({ size: "lg", variant: "outline" })}>Send an enquiry</a>
          </>
        }
      >
        <p>{wedding.description}</p>
      </PageIntro>
      <VenuePhotos venue={wedding} />
      <VenueOverview venue={wedding} title="Your day, your way" />
      <VenuePackages venue={wedding} title="Wedding packages" />
      <VenueEnquiry
        form="wedding"
        heading="Send a wedding enquiry"
        emailSubject="Wedding enquiry"
        aside={
          <VenueContactCard title="Come and see the room" actions={<ScheduleViewingButton variant="gold" />}>
            <p>The best way to picture your day is to stand in the room. Book a viewing with our wedding coordinator, or call us for a chat.</p>
          </VenueContactCard>
        }
      />
    </>
  );
}
