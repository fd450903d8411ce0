import { hotel } from "../../../content/hotel.ts";
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
            <>
              <noscript>
                <p className="rounded-sm border border-border bg-surface p-4 text-sm leading-relaxed">
                  Paying online needs JavaScript, which is turned off in your browser. Please turn it on, or call reception on{" "}
                  <a href={`tel:${hotel.phone.e164}`} className="font-semibold text-brand underline underline-offset-4">
                    {hotel.phone.display}
                  </a>{" "}
                  to add pet accommodation to your booking.
                </p>
              </noscript>
              <Island of={addonBookingForm} props={{}} />
            </>
          )}
        </div>
      </PageSection>
    </>
  );
}
