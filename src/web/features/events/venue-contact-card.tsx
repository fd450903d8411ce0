import type { ReactNode } from "react";
import { ContactDetails } from "../../components/layout/contact-details.tsx";

interface VenueContactCardProps {
  title: string;
  children: ReactNode;
  /** The page's own buttons: a viewing, the contact page, a brochure. */
  actions: ReactNode;
}

/** Beside an enquiry form: the direct phone and e-mail, and the page's next steps. */
export function VenueContactCard({ title, children, actions }: VenueContactCardProps) {
  return (
    <aside aria-labelledby="venue-contact-heading" className="scheme-deep rounded-sm p-6 shadow-md sm:p-8">
      <h2 id="venue-contact-heading" className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 leading-relaxed text-deep-muted">{children}</div>
      <ContactDetails className="mt-6 [&_svg]:text-gold" />
      <div className="mt-8 flex flex-col gap-3">{actions}</div>
    </aside>
  );
}
