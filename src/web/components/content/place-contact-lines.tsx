import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";

/** A place's address as a line of its card's list (with what follows it, such as the distance). */
export function AddressLine({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      {children}
    </li>
  );
}

/** A place's phone number as a line of its card's list: a link that calls it, named for a screen reader. */
export function CallLine({ place, phone }: { place: string; phone: { e164: string; display: string } }) {
  return (
    <li className="flex items-center gap-2.5">
      <Phone aria-hidden="true" className="size-4 shrink-0 text-accent" />
      <a href={`tel:${phone.e164}`} className="inline-flex min-h-6 items-center font-semibold text-brand underline-offset-4 hover:underline">
        <span className="sr-only">Call {place} on </span>
        {phone.display}
      </a>
    </li>
  );
}
