import { Link } from "react-router-dom";
import { buttonVariants } from "../components/ui/button.tsx";
import { BrochureLink } from "../features/events/brochure-link.tsx";
import { venueOfType } from "../features/events/venue-content.ts";
import { VenuePage } from "../features/events/venue-page.tsx";

export default function ConferencesPage() {
  return (
    <VenuePage
      venue={venueOfType("conference")}
      form="conference"
      introActions={
        <>
          <Link to="/contact" className={buttonVariants({ size: "lg" })}>Contact Us</Link>
          <BrochureLink brochure="conference" />
        </>
      }
      overviewTitle="Everything for a productive day"
      packagesTitle="Day delegate packages"
      enquiryHeading="Send a conference enquiry"
      emailSubject="Conference enquiry"
      contact={{
        title: "Planning a meeting?",
        text: "Our brochure has the room plans, packages and menus to share with colleagues. Or call us and we will hold a date while you decide.",
        actions: (
          <>
            <Link to="/contact" className={buttonVariants({ size: "lg", variant: "gold" })}>Contact Us</Link>
            <BrochureLink brochure="conference" variant="outline-light" />
          </>
        ),
      }}
    />
  );
}
