import type { ReactNode } from "react";
import type { EventVenue } from "../../../../content/venues.ts";
import type { VenueFormKind } from "../../../shared/enquiries/enquiry-constants.ts";
import { FormSlot } from "../../components/content/form-slot.tsx";
import { PageIntro } from "../../components/content/page-intro.tsx";
import { PageSection } from "../../components/content/page-section.tsx";
import { ContactDetails } from "../../components/layout/contact-details.tsx";
import eventEnquiryForm from "../../islands/event-enquiry-form.tsx";
import { Island } from "../../lib/islands/island.tsx";
import { VenueOverview } from "./venue-overview.tsx";
import { VenuePackages } from "./venue-packages.tsx";
import { VenuePhotos } from "./venue-photos.tsx";

interface VenuePageProps {
  venue: EventVenue;
  /** Which enquiry form the page holds. */
  form: VenueFormKind;
  /** The buttons under the page's title. */
  introActions: ReactNode;
  overviewTitle: string;
  packagesTitle: string;
  enquiryHeading: string;
  /** The e-mail subject when a guest writes instead. */
  emailSubject: string;
  /** The card beside the form: its title, a line or two, and the page's next steps. */
  contact: { title: string; text: string; actions: ReactNode };
}

/**
 * A venue's page (weddings, conferences): the venue, its photos, what is included, its packages,
 * and the enquiry form with the direct phone and e-mail beside it.
 */
export function VenuePage({ venue, form, introActions, overviewTitle, packagesTitle, enquiryHeading, emailSubject, contact }: VenuePageProps) {
  return (
    <>
      <PageIntro eyebrow="Events & Celebrations" title={venue.name} actions={introActions}>
        <p>{venue.description}</p>
      </PageIntro>
      <VenuePhotos venue={venue} />
      <VenueOverview venue={venue} title={overviewTitle} />
      <VenuePackages venue={venue} title={packagesTitle} />
      <PageSection labelledBy="enquiry-form-heading">
        <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-14">
          <FormSlot id="enquiry-form" form={form} heading={enquiryHeading} emailSubject={emailSubject} enquiryForm={<Island of={eventEnquiryForm} props={{ eventType: form }} />}>
            <p>Tell us your date, roughly how many guests you expect and what you have in mind. We will reply within 24 hours.</p>
          </FormSlot>
          <div className="space-y-6">
            <aside aria-labelledby="venue-contact-heading" className="scheme-deep rounded-sm p-6 shadow-md sm:p-8">
              <h2 id="venue-contact-heading" className="text-2xl font-semibold">
                {contact.title}
              </h2>
              <div className="mt-3 leading-relaxed text-deep-muted">
                <p>{contact.text}</p>
              </div>
              <ContactDetails className="mt-6 [&_svg]:text-gold" />
              <div className="mt-8 flex flex-col gap-3">{contact.actions}</div>
            </aside>
          </div>
        </div>
      </PageSection>
    </>
  );
}
