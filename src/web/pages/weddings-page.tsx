import CalendarHeart from "lucide-react/icons/calendar-heart";
import { Link } from "react-router-dom";
import { buttonVariants } from "../components/ui/button.tsx";
import { venueOfType } from "../features/events/venue-content.ts";
import { VenuePage } from "../features/events/venue-page.tsx";

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
    <VenuePage
      venue={venueOfType("wedding")}
      form="wedding"
      introActions={
        <>
          <ScheduleViewingButton variant="primary" />
          <a href="#enquiry-form" className={buttonVariants({ size: "lg", variant: "outline" })}>Send an enquiry</a>
        </>
      }
      overviewTitle="Your day, your way"
      packagesTitle="Wedding packages"
      enquiryHeading="Send a wedding enquiry"
      emailSubject="Wedding enquiry"
      contact={{
        title: "Come and see the room",
        text: "The best way to picture your day is to stand in the room. Book a viewing with our wedding coordinator, or call us for a chat.",
        actions: <ScheduleViewingButton variant="gold" />,
      }}
    />
  );
}
