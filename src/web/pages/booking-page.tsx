import BadgePoundSterling from "lucide-react/icons/badge-pound-sterling";
import BedDouble from "lucide-react/icons/bed-double";
import ConciergeBell from "lucide-react/icons/concierge-bell";
import PawPrint from "lucide-react/icons/paw-print";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router-dom";
import { headlineFacts } from "../../../content/headline-facts.ts";
import { hotel } from "../../../content/hotel.ts";
import { DIRECT_BOOKING_PET_FEE, PET_FEE } from "../../../content/pet-fee.ts";
import { IconFeatureGrid } from "../components/content/icon-feature-grid.tsx";
import { InfoCard } from "../components/content/info-card.tsx";
import { PageSection } from "../components/content/page-section.tsx";
import { BookYourStayLink } from "../components/layout/book-your-stay-link.tsx";
import { PageIntro } from "../components/content/page-intro.tsx";
import { buttonVariants } from "../components/ui/button.tsx";
import { formatPounds } from "../../shared/money.ts";

const bestRate = headlineFacts.find((fact) => fact.id === "best-rate-guarantee");

const REASONS = [
  { icon: BadgePoundSterling, title: "Our best rate", description: bestRate?.detail ?? "" },
  {
    icon: PawPrint,
    title: "Less for your pet",
    description: `The pet fee is ${formatPounds(PET_FEE.perPetPerNight)} per pet per night; book direct and it is ${formatPounds(DIRECT_BOOKING_PET_FEE)}.`,
  },
  { icon: ConciergeBell, title: "Straight to us", description: `Your booking comes to our own reception, staffed ${hotel.receptionAvailability}, not a call centre.` },
] as const;

const TEXT_LINK = "inline-flex min-h-6 items-center font-semibold text-brand underline underline-offset-4 hover:decoration-2";

export default function BookingPage() {
  return (
    <>
      <PageIntro
        eyebrow="Best Rate Guarantee"
        title="Book Your Stay"
        actions={
          <>
            <BookYourStayLink size="lg" />
            <a href={`tel:${hotel.phone.e164}`} className={buttonVariants({ size: "lg", variant: "outline" })}>
              <Phone aria-hidden="true" />
              Call {hotel.phone.display}
            </a>
          </>
        }
      >
        <p>
          Choose your dates and room on our secure booking site, where you always find our best rate. Prefer to talk it through? Call reception and we will book
          it for you.
        </p>
      </PageIntro>

      <PageSection labelledBy="book-direct-heading" heading={{ eyebrow: "Why book direct", title: "Book with us, not through an agent" }}>
        <IconFeatureGrid features={REASONS} columns={3} className="mt-12" />
      </PageSection>

      <PageSection labelledBy="before-you-book-heading" tone="muted" heading={{ eyebrow: "Before you book", title: "Find the right room" }}>
        <div className="mx-auto mt-12 grid max-w-5xl gap-5 md:grid-cols-2">
          <InfoCard icon={BedDouble} title="Compare our rooms">
            <p>
              Singles, doubles, twins and family rooms, with beds, guests and amenities side by side. Check-in is from {hotel.checkIn} and check-out by{" "}
              {hotel.checkOut}.
            </p>
            <Link to="/rooms" className={TEXT_LINK}>
              View our rooms
            </Link>
          </InfoCard>
          <InfoCard icon={PawPrint} title="Bringing a pet?">
            <p>Every room is pet friendly. Already booked direct? Add pet accommodation to your booking online before you arrive.</p>
            <p className="flex flex-wrap gap-x-6">
              <Link to="/book-addons" className={TEXT_LINK}>
                Add pet accommodation
              </Link>
              <Link to="/pet-friendly" className={TEXT_LINK}>
                Pet-friendly stays
              </Link>
            </p>
          </InfoCard>
        </div>
      </PageSection>
    </>
  );
}
