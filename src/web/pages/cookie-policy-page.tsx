import { CHOSEN_IN_TEXT, CONSENT_TYPES, LEGAL_BASIS_TEXT } from "../../../content/consent-types.ts";
import { PageIntro } from "../components/content/page-intro.tsx";
import { PageSection } from "../components/content/page-section.tsx";
import { SectionHeading } from "../components/content/section-heading.tsx";

const CONSENT_TYPES_HEADING = "consent-types-heading";

export default function CookiePolicyPage() {
  return (
    <>
      <PageIntro eyebrow="Your privacy" title="Cookie Policy">
        <p>
          Which cookies our website sets, what they are for, how long they last, and how to change your choices at any time.
        </p>
      </PageIntro>
      <PageSection labelledBy={CONSENT_TYPES_HEADING} containerClassName="max-w-3xl">
        <SectionHeading id={CONSENT_TYPES_HEADING} title="The four kinds of consent" align="start">
          <p>What each covers, the legal basis we rely on for it, and where you choose it.</p>
        </SectionHeading>
        <dl className="mt-8 divide-y divide-border border-y border-border">
          {CONSENT_TYPES.map((type) => (
            <div key={type.key} className="py-5">
              <dt className="font-serif text-xl font-semibold">{type.title}</dt>
              <dd className="mt-1 leading-relaxed text-muted-foreground">{type.description}</dd>
              <dd className="mt-2 leading-relaxed">
                <span className="font-semibold">Legal basis:</span> {LEGAL_BASIS_TEXT[type.legalBasis]}
              </dd>
              <dd className="mt-1 text-sm leading-relaxed text-muted-foreground">{CHOSEN_IN_TEXT[type.chosenIn]}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
    </>
  );
}
