import { Link } from "react-router-dom";
import { partyFeatures, privatePartiesIntro } from "../../../content/private-parties.ts";
import { CheckList } from "../components/content/check-list.tsx";
import { FormSlot } from "../components/content/form-slot.tsx";
import { PageSection } from "../components/content/page-section.tsx";
import { PhotoHero } from "../components/content/photo-hero.tsx";
import { SectionHeading } from "../components/content/section-heading.tsx";
import { buttonVariants } from "../components/ui/button.tsx";
import { BrochureLink } from "../features/events/brochure-link.tsx";
import { PartyTypes } from "../features/events/party-types.tsx";
import { SetupOptions } from "../features/events/setup-options.tsx";
import { photoIdOf } from "../../shared/media/photo-sources.ts";
import { capacityText, venueOfType } from "../features/events/venue-content.ts";
import { formatPounds } from "../../shared/money.ts";
import eventEnquiryForm from "../islands/event-enquiry-form.tsx";
import { Island } from "../lib/islands/island.tsx";

const party = venueOfType("party");

function PartyActions({ onDeep }: { onDeep: boolean }) {
  return (
    <>
      <Link to="/contact" className={buttonVariants({ size: "lg", variant: onDeep ? "gold" : "primary" })}>Contact Us</Link>
      <BrochureLink brochure="party" variant={onDeep ? "outline-light" : "outline"} />
    </>
  );
}

export default function PrivatePartiesPage() {
  const [heroImage] = party.images;
  return (
    <>
      <PhotoHero
        photo={photoIdOf(heroImage ?? "")}
        eyebrow="Events & Celebrations"
        title={privatePartiesIntro.title}
        actions={<PartyActions onDeep />}
      >
        <p>{privatePartiesIntro.lead}</p>
        <p className="text-base font-semibold text-gold">
          {capacityText(party)} · {party.duration} · from {formatPounds(party.price.from)} per {party.price.per}
        </p>
      </PhotoHero>

      <PageSection labelledBy="party-types-heading" tone="muted" heading={{ eyebrow: "Whatever the occasion", title: "Parties we love to host" }}>
        <PartyTypes />
      </PageSection>

      <PageSection labelledBy="party-features-heading">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
          <div>
            <SectionHeading id="party-features-heading" eyebrow="Included" title="Everything for a great night" align="start">
              <p>{party.description}</p>
            </SectionHeading>
            <CheckList items={partyFeatures} columns={2} className="mt-8" />
            <div className="mt-10 rounded-sm border border-border bg-surface p-6 shadow-xs sm:p-8">
              <SetupOptions venue={party} />
              {party.packages.map((offer) => (
                <div key={offer.id} className="mt-8 border-t border-border pt-6">
                  <h3 className="font-serif text-lg font-semibold">
                    {offer.name} package: <span className="text-brand">{formatPounds(offer.price)}</span> per {party.price.per}
                  </h3>
                  <p className="mt-2 leading-relaxed text-muted-foreground">{offer.description}</p>
                </div>
              ))}
            </div>
          </div>
          <div className="lg:sticky lg:top-28 lg:self-start">
            <FormSlot id="enquiry-form" form="party" heading="Send a party enquiry" emailSubject="Private party enquiry" enquiryForm={<Island of={eventEnquiryForm} props={{ eventType: "party" as const }} />}>
              <p>Tell us the occasion, the date and roughly how many guests. We will reply within 24 hours.</p>
            </FormSlot>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
              <PartyActions onDeep={false} />
            </div>
          </div>
        </div>
      </PageSection>
    </>
  );
}
