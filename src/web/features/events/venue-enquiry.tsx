import type { ReactNode } from "react";
import { PageSection } from "../../components/content/page-section.tsx";
import { FormSlot, type FormSlotKind } from "../../components/content/form-slot.tsx";
import eventEnquiryForm from "../../islands/event-enquiry-form.tsx";
import { Island } from "../../lib/islands/island.tsx";

interface VenueEnquiryProps {
  form: Exclude<FormSlotKind, "contact">;
  heading: string;
  /** The e-mail subject when a guest writes instead. */
  emailSubject: string;
  /** The side panel: how else to reach us, and the page's own buttons. */
  aside: ReactNode;
}

/** The enquiry form's place on a venue page, with other ways to get in touch beside it. */
export function VenueEnquiry({ form, heading, emailSubject, aside }: VenueEnquiryProps) {
  return (
    <PageSection labelledBy="enquiry-form-heading">
      <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-14">
        <FormSlot id="enquiry-form" form={form} heading={heading} emailSubject={emailSubject} enquiryForm={<Island of={eventEnquiryForm} props={{ eventType: form }} />}>
          <p>Tell us your date, roughly how many guests you expect and what you have in mind. We will reply within 24 hours.</p>
        </FormSlot>
        <div className="space-y-6">{aside}</div>
      </div>
    </PageSection>
  );
}
