import { PageIntro } from "../components/content/page-intro.tsx";
import { PageSection } from "../components/content/page-section.tsx";
import { AddonInfoPanel } from "../features/addons/addon-info-panel.tsx";
import { PaymentModeNotice } from "../features/addons/payment-mode-notice.tsx";
import addonBookingForm from "../islands/addon-booking-form.tsx";
import { Island } from "../lib/islands/island.tsx";

const FORM_HEADING = "addon-form-heading";
const INFO_HEADING = "addon-info-heading";

export default function BookAddonsPage() {
  const mode = __PUBLIC_CONFIG__.PAYMENT_MODE;
  return (
    <>
      <PageIntro eyebrow="For guests who booked direct" title="Pet Accommodation Add-on">
        <p>
          Bringing your dog or cat? Add pet accommodation to your existing direct booking for £10 per pet per night and pay securely online. Reception checks the add-on against your booking when you arrive.
        </p>
      </PageIntro>
      <PageSection labelledBy={FORM_HEADING} containerWidth="6xl">
        <h2 id={FORM_HEADING} className="mb-6 font-serif text-2xl font-semibold">
          Add pet accommodation
        </h2>
        <div className="space-y-6">
          <AddonInfoPanel headingId={INFO_HEADING} />
          <PaymentModeNotice mode={mode} />
          {mode === "unavailable" ? null : (
            // Without JavaScript the form still pays: it posts and goes on to Stripe's Checkout (ADR 104).
            <Island of={addonBookingForm} props={{}} />
          )}
        </div>
      </PageSection>
    </>
  );
}
