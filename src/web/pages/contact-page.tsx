import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { hotel } from "../../../content/hotel.ts";
import { FormSlot } from "../components/content/form-slot.tsx";
import { PageSection } from "../components/content/page-section.tsx";
import { PhotoHero } from "../components/content/photo-hero.tsx";
import { buttonVariants } from "../components/ui/button.tsx";
import { ContactCards } from "../features/contact/contact-cards.tsx";
import contactForm from "../islands/contact-form.tsx";
import faqList from "../islands/faq-list.tsx";
import { Island } from "../lib/islands/island.tsx";

/**
 * The original's contact hero is a video. There is no contact video among the hotel's media
 * (content/photos/contact), so the hero is a photo; a <video> can replace it when one exists.
 */
const CONTACT_HERO_PHOTO = "contact/contact-01-front-door";

export default function ContactPage() {
  return (
    <>
      <PhotoHero
        photo={CONTACT_HERO_PHOTO}
        eyebrow="We are here to help"
        title="Contact Us"
        actions={
          <>
            <a href={`tel:${hotel.phone.e164}`} className={buttonVariants({ size: "lg", variant: "gold" })}>
              <Phone aria-hidden="true" />
              Call {hotel.phone.display}
            </a>
            <a href={`mailto:${hotel.email}`} className={buttonVariants({ size: "lg", variant: "outline-light" })}>
              <Mail aria-hidden="true" />
              E-mail us
            </a>
          </>
        }
      >
        <p>Call reception, send us an e-mail or write to us: we answer every enquiry within 24 hours.</p>
      </PhotoHero>

      <PageSection labelledBy="contact-form-heading">
        <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-14">
          <FormSlot id="contact-form" form="contact" heading="Send us a message" emailSubject="A question for reception" enquiryForm={<Island of={contactForm} props={{}} />}>
            <p>
              A question about your stay, a booking, an event or anything else: write to us and we will get back to you within 24 hours. For anything urgent,
              please call.
            </p>
          </FormSlot>
          <ContactCards />
        </div>
      </PageSection>

      <PageSection labelledBy="faq-heading" tone="muted" heading={{ eyebrow: "Good to know", title: "Frequently asked questions" }}>
        <Island of={faqList} props={{}} />
      </PageSection>
    </>
  );
}
