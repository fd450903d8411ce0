import { PageIntro } from "../components/content/page-intro.tsx";
import { PageSection } from "../components/content/page-section.tsx";
import { FLOW_HEADING_ID } from "../features/privacy/data-request-flow.tsx";
import dataRequestFaq from "../islands/data-request-faq.tsx";
import dataRequestFlow from "../islands/data-request-flow.tsx";
import { Island } from "../lib/islands/island.tsx";

const FAQ_HEADING = "data-request-faq-heading";

export default function DataRequestPage() {
  return (
    <>
      <PageIntro eyebrow="Your data, your rights" title="Your Data Rights">
        <p>
          Ask for a copy of the personal data we hold about you, export it, or ask us to delete it. We confirm every request by e-mail and answer within 30 days.
        </p>
      </PageIntro>
      <PageSection labelledBy={FLOW_HEADING_ID} containerWidth="5xl">
        <Island of={dataRequestFlow} props={{}} />
      </PageSection>
      <PageSection labelledBy={FAQ_HEADING} tone="muted" containerWidth="3xl">
        <h2 id={FAQ_HEADING} className="font-serif text-2xl font-semibold sm:text-3xl">
          Frequently asked questions
        </h2>
        <Island of={dataRequestFaq} props={{}} />
      </PageSection>
    </>
  );
}
