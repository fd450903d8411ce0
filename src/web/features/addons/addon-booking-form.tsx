import Lock from "lucide-react/icons/lock";
import { ADDON_PATHS } from "../../../shared/addons/addon-paths.ts";
import { addYears, londonToday } from "../../../shared/dates.ts";
import { CheckboxField, CONTROL_CLASS } from "../../components/form/form-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Toaster } from "../../components/ui/toaster.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { FormStatus } from "../../components/form/form-status.tsx";
import { ADDON_FIELD_KEYS } from "./addon-field-keys.ts";
import { AddonField, describedByVerdict, VerdictMessage } from "./addon-field.tsx";
import { PET_COUNT_CHOICES, toAddonPayload } from "./addon-form-values.ts";
import { PaymentStep } from "./payment-step.tsx";
import { PetRows } from "./pet-rows.tsx";
import { StayQuoteSummary } from "./stay-quote-summary.tsx";
import { useAddonForm } from "./use-addon-form.ts";
import { Options } from "../../components/form/options.tsx";

type BookingField = "bookingConfirmationId" | "guestName" | "guestEmail" | "guestPhone" | "checkInDate" | "checkOutDate";

/**
 * The booking's fields in their order; the two dates run from today, a check-in at most a year
 * ahead. None says autocomplete="off": the browser would then not keep it on Back from the page
 * of corrections of the form sent without JavaScript (ADR 104).
 */
const BOOKING_FIELDS: ReadonlyArray<{ field: BookingField; label: string; type: string; autoComplete?: string; hint?: string }> = [
  { field: "bookingConfirmationId", label: "Booking confirmation ID", type: "text", hint: "From your booking confirmation e-mail: 3 to 20 letters, numbers, hyphens or underscores" },
  { field: "guestName", label: "Guest name", type: "text", autoComplete: "name" },
  { field: "guestEmail", label: "Email", type: "email", autoComplete: "email" },
  { field: "guestPhone", label: "Phone", type: "tel", autoComplete: "tel" },
  { field: "checkInDate", label: "Check-in date", type: "date" },
  { field: "checkOutDate", label: "Check-out date", type: "date" },
];

/**
 * The pet add-on form and its payment step. Pre-rendered with the
 * page; its code arrives a moment later and adopts whatever was typed meanwhile. Without
 * JavaScript the form posts to the server, which goes straight on to Stripe's hosted Checkout
 * (ADR 104); a Pay Now tapped before the code arrives is held and replayed by the islands runtime.
 */
export function AddonBookingForm() {
  const hydrated = useHydrated();
  const { values, verdict, quote, step, formError, formRef, setText, setFlag, setPetCount, setPet, blurred, payNow, backToForm, paymentFailed } = useAddonForm();
  const today = hydrated ? londonToday() : undefined;
  const payload = step === "payment" ? toAddonPayload(values) : null;
  // An optional field left empty earns no tick: there is nothing in it to approve.
  const typedRequirements = verdict(ADDON_FIELD_KEYS.specialRequirements);
  const requirementsVerdict = typedRequirements.kind === "valid" && values.specialRequirements.trim() === "" ? ({ kind: "unchecked" } as const) : typedRequirements;

  const text = (field: BookingField | "specialRequirements") => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setText(field, event.target.value),
    onBlur: () => blurred(ADDON_FIELD_KEYS[field]),
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div>
        <FormStatus message={step === "form" ? formError : null} />
        {payload ? (
          <PaymentStep payload={payload} quote={quote} publishableKey={__PUBLIC_CONFIG__.STRIPE_PUBLISHABLE_KEY} onBack={backToForm} onFailure={paymentFailed} />
        ) : null}
        <form
          ref={formRef}
          method="post"
          action={ADDON_PATHS.createSessionForm}
          noValidate
          hidden={step === "payment"}
          onSubmit={(event) => {
            event.preventDefault();
            void payNow();
          }}
          aria-label="Pet accommodation booking"
          className="mt-4 space-y-6"
        >
          <fieldset className="space-y-5">
            <legend className="font-serif text-xl font-semibold">Your booking</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              {BOOKING_FIELDS.map(({ field, label, type, autoComplete, hint }) => {
                const id = `addon-${field}`;
                const fieldVerdict = verdict(ADDON_FIELD_KEYS[field]);
                const isDate = type === "date";
                return (
                  <AddonField key={field} id={id} label={label} required verdict={fieldVerdict} {...(hint ? { hint } : {})}>
                    <input
                      id={id}
                      type={type}
                      autoComplete={autoComplete}
                      className={CONTROL_CLASS}
                      min={isDate ? today : undefined}
                      max={field === "checkInDate" && today ? addYears(today, 1) : undefined}
                      {...text(field)}
                      {...describedByVerdict(id, fieldVerdict, hint)}
                    />
                  </AddonField>
                );
              })}
            </div>
          </fieldset>

          <fieldset className="space-y-5">
            <legend className="font-serif text-xl font-semibold">Pet accommodation</legend>
            <div>
              <div className="flex items-start gap-3">
                <input
                  id="addon-petAddonEnabled"
                  name="petAddonEnabled"
                  type="checkbox"
                  checked={values.petAddonEnabled}
                  onChange={(event) => setFlag("petAddonEnabled", event.target.checked)}
                  className="mt-0.5 size-6 shrink-0 scroll-mt-40 accent-brand"
                  {...describedByVerdict("addon-petAddonEnabled", verdict(ADDON_FIELD_KEYS.petAddonEnabled))}
                />
                <label htmlFor="addon-petAddonEnabled" className="text-sm leading-relaxed">
                  <span className="font-semibold">Add pet accommodation</span>: £10.00 per pet per night, paid online now
                </label>
              </div>
              <VerdictMessage id="addon-petAddonEnabled" verdict={verdict(ADDON_FIELD_KEYS.petAddonEnabled)} validText="Pet accommodation selected" />
            </div>
            {values.petAddonEnabled ? (
              <>
                <AddonField id="addon-numberOfPets" label="Number of pets" required verdict={verdict(ADDON_FIELD_KEYS.numberOfPets)}>
                  <select
                    id="addon-numberOfPets"
                    name="numberOfPets"
                    className={`${CONTROL_CLASS} sm:w-40`}
                    value={values.numberOfPets}
                    onChange={(event) => setPetCount(Number(event.target.value))}
                    {...describedByVerdict("addon-numberOfPets", verdict(ADDON_FIELD_KEYS.numberOfPets))}
                  >
                    <Options choices={PET_COUNT_CHOICES} />
                  </select>
                </AddonField>
                <PetRows pets={values.pets} withoutScript={!hydrated} verdict={verdict} onChange={setPet} onBlur={blurred} />
                <AddonField id="addon-specialRequirements" label="Special requirements" hint="Optional, up to 500 characters" verdict={requirementsVerdict}>
                  <textarea
                    id="addon-specialRequirements"
                    rows={3}
                    className={CONTROL_CLASS}
                    {...text("specialRequirements")}
                    {...describedByVerdict("addon-specialRequirements", requirementsVerdict, "Optional, up to 500 characters")}
                  />
                </AddonField>
              </>
            ) : null}
          </fieldset>

          <CheckboxField id="addon-marketingConsent" name="marketingConsent" checked={values.marketingConsent} onChange={(checked) => setFlag("marketingConsent", checked)}>
            Send me occasional news and offers by e-mail. You can unsubscribe at any time.
          </CheckboxField>

          <Button type="submit" size="lg" className="w-full sm:w-auto">
            <Lock aria-hidden="true" />
            Pay Now
          </Button>
        </form>
      </div>
      <div className="lg:sticky lg:top-32 lg:self-start">
        <StayQuoteSummary quote={quote} headingId="addon-summary-heading" />
      </div>
      <Toaster />
    </div>
  );
}
