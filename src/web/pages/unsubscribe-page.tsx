import Info from "lucide-react/icons/info";
import { PageIntro } from "../components/content/page-intro.tsx";
import { PageSection } from "../components/content/page-section.tsx";
import unsubscribeForm from "../islands/unsubscribe-form.tsx";
import { Island } from "../lib/islands/island.tsx";

const FORM_HEADING = "unsubscribe-form-heading";
const INFO_HEADING = "unsubscribe-info-heading";

export default function UnsubscribePage() {
  return (
    <>
      <PageIntro eyebrow="Newsletter" title="Unsubscribe">
        <p>Sorry to see you go. Enter your e-mail address and we will remove it from our newsletter list.</p>
      </PageIntro>
      <PageSection labelledBy={FORM_HEADING} containerWidth="3xl">
        <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
          <div>
            <h2 id={FORM_HEADING} className="mb-6 font-serif text-2xl font-semibold">
              Stop the newsletter
            </h2>
            <Island of={unsubscribeForm} props={{}} />
          </div>
          <aside aria-labelledby={INFO_HEADING} className="h-fit rounded-sm border border-border bg-muted p-5 text-sm leading-relaxed">
            <h2 id={INFO_HEADING} className="flex items-center gap-2 font-serif text-lg font-semibold">
              <Info aria-hidden="true" className="size-5 text-brand" />
              What happens next
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5">
              <li>Your e-mail address is removed from our newsletter list straight away.</li>
              <li>Service e-mails about a booking or an enquiry you made may still reach you.</li>
              <li>You can subscribe again at any time with the newsletter sign-up at the foot of our homepage.</li>
              <li>
                We add your address to a suppression list, so no marketing e-mail reaches it until you confirm a new subscription from that
                address.
              </li>
            </ul>
          </aside>
        </div>
      </PageSection>
    </>
  );
}
