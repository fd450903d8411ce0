import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { hotel, hotelAddressLine } from "../../../../content/hotel.ts";
import { cn } from "../../lib/cn.ts";
import { EmailAddress } from "../content/email-address.tsx";

/** Address, phone, e-mail and reception availability, as shown in the footer and mobile menu. */
export function ContactDetails({ className }: { className?: string }) {
  return (
    <ul className={cn("space-y-3 text-sm", className)}>
      <li className="flex gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <address className="not-italic">{hotelAddressLine}</address>
      </li>
      <li className="flex gap-3">
        <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <a href={`tel:${hotel.phone.e164}`} className="inline-flex min-h-6 items-center underline-offset-4 hover:underline">
          <span className="sr-only">Phone: </span>
          {hotel.phone.display}
        </a>
      </li>
      <li className="flex gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <a href={`mailto:${hotel.email}`} className="inline-flex min-h-6 items-center underline-offset-4 hover:underline">
          <span className="sr-only">E-mail: </span>
          <EmailAddress address={hotel.email} />
        </a>
      </li>
      <li className="flex gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>Reception: {hotel.receptionAvailability}</span>
      </li>
    </ul>
  );
}
