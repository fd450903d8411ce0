import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import TrainFront from "lucide-react/icons/train-front";
import { faqs } from "../../../../content/faq.ts";
import { hotel, hotelAddressLine } from "../../../../content/hotel.ts";
import { DirectionsLink } from "../../components/content/external-link.tsx";
import { InfoCard } from "../../components/content/info-card.tsx";

const LINK = "inline-flex min-h-6 items-center font-semibold break-all text-brand underline-offset-4 hover:underline";

/** The "How do I get to the hotel?" answer doubles as the getting-here note. */
const gettingHere = faqs.find((faq) => faq.id === "getting-here")?.answer ?? [];

/** Where we are, how to reach us, when the desk is open and how to get here. */
export function ContactCards() {
  return (
    <div className="space-y-4">
      <InfoCard icon={Phone} title="Call or e-mail">
        <p>
          <a href={`tel:${hotel.phone.e164}`} className={LINK}>
            <span className="sr-only">Phone: </span>
            {hotel.phone.display}
          </a>
        </p>
        <p>
          <a href={`mailto:${hotel.email}`} className={LINK}>
            <span className="sr-only">E-mail: </span>
            {hotel.email}
          </a>
        </p>
      </InfoCard>
      <InfoCard icon={MapPin} title="Find us">
        <address className="not-italic">{hotelAddressLine}</address>
        <DirectionsLink to={hotel.coordinates} place={hotel.name} />
      </InfoCard>
      <InfoCard icon={Clock} title="Reception hours">
        <dl className="space-y-1">
          {hotel.receptionHours.map((slot) => (
            <div key={slot.days} className="flex flex-wrap justify-between gap-x-4">
              <dt>{slot.days}</dt>
              <dd className="font-semibold text-foreground tabular-nums">{slot.hours}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">
          Someone is here {hotel.receptionAvailability}: outside these hours, call or ring the bell at the door.
        </p>
      </InfoCard>
      <InfoCard icon={TrainFront} title="Getting here">
        {gettingHere.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </InfoCard>
    </div>
  );
}
