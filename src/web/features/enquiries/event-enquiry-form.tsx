import { hotel } from "../../../../content/hotel.ts";
import { addYears, londonToday } from "../../../shared/dates.ts";
import { CONSENT_REQUIRED, DEFAULT_EVENT_GUESTS, EVENT_DATE_MAX_YEARS_AHEAD, type VenueFormKind } from "../../../shared/enquiries/enquiry-constants.ts";
import { ENQUIRY_MESSAGES } from "../../../shared/enquiries/enquiry-messages.ts";
import { ENQUIRY_PATHS } from "../../../shared/enquiries/enquiry-paths.ts";
import { CheckboxField } from "../../components/form/form-field.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { PolicyLinks } from "./consent-text.tsx";
import { FormStatus } from "../../components/form/form-status.tsx";
import { EnquiryFormEnd } from "./enquiry-form-end.tsx";
import { FormThanks } from "./form-thanks.tsx";
import { EnquiryField } from "./enquiry-field.tsx";
import { useEnquiryForm } from "./use-enquiry-form.ts";

const MAX_VENUE_GUESTS = 150;

const OCCASION: Record<VenueFormKind, string> = { wedding: "wedding", conference: "conference or meeting", party: "party" };

function defaultsFor(eventType: VenueFormKind) {
  return {
    name: "",
    email: "",
    phone: "",
    eventDate: "",
    guests: String(DEFAULT_EVENT_GUESTS[eventType]),
    message: "",
    marketingOptIn: false,
    consent: false,
  };
}

const emptyToUndefined = (text: string): string | undefined => (text.trim() === "" ? undefined : text);

/** The enquiry form of a venue page (weddings, conferences, private parties). */
export function EventEnquiryForm({ eventType }: { eventType: VenueFormKind }) {
  const hydrated = useHydrated();
  const form = useEnquiryForm({
    defaults: defaultsFor(eventType),
    endpoint: ENQUIRY_PATHS.event,
    // The schema checks the tick with the other fields, so every message shows at once; alone, it names itself.
    soleErrorMessage: (fieldErrors) => (Object.keys(fieldErrors).join() === "consent" ? CONSENT_REQUIRED : undefined),
    toPayload: (values) => ({
      name: values.name,
      email: values.email,
      phone: values.phone,
      eventType,
      eventDate: emptyToUndefined(values.eventDate),
      guests: values.guests.trim() === "" ? undefined : Number(values.guests),
      message: emptyToUndefined(values.message),
      marketingOptIn: values.marketingOptIn,
      consent: values.consent,
    }),
    validate: (validation, payload) => validation.eventEnquiryErrors(payload),
    messages: { sent: ENQUIRY_MESSAGES.EVENT_SUCCESS, refused: ENQUIRY_MESSAGES.EVENT_FAILURE, unreachable: ENQUIRY_MESSAGES.EVENT_FAILURE },
  });
  const id = (field: string) => `${eventType}-enquiry-${field}`;

  const { values, errors, formError, thanks, thanksRef, sending, setField, submit, formRef } = form;
  return (
    <form ref={formRef} method="post" action={ENQUIRY_PATHS.eventForm} noValidate onSubmit={(event) => void submit(event)} className="relative space-y-5" aria-label={`${OCCASION[eventType]} enquiry`}>
      <FormStatus message={formError} />
      <FormThanks message={thanks} ref={thanksRef} />
      {/* Sent with the fields when the form goes without JavaScript (the island sends it itself). */}
      <input type="hidden" name="eventType" value={eventType} />
      <EnquiryField form={form} name="name" id={id("name")} label="Full name" required input={{ autoComplete: "name" }} />
      <div className="grid gap-5 sm:grid-cols-2">
        <EnquiryField form={form} name="email" id={id("email")} label="Email" required input={{ type: "email", autoComplete: "email" }} />
        <EnquiryField form={form} name="phone" id={id("phone")} label="Phone" required input={{ type: "tel", autoComplete: "tel" }} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <EnquiryField
          form={form}
          name="eventDate"
          id={id("date")}
          label="Event date"
          hint="Today or later"
          input={{ type: "date", min: hydrated ? londonToday() : undefined, max: hydrated ? addYears(londonToday(), EVENT_DATE_MAX_YEARS_AHEAD) : undefined }}
        />
        <EnquiryField
          form={form}
          name="guests"
          id={id("guests")}
          label="Number of guests"
          required
          hint={`1 to ${MAX_VENUE_GUESTS}`}
          input={{ type: "number", inputMode: "numeric", min: 1, max: MAX_VENUE_GUESTS, step: 1 }}
        />
      </div>
      <EnquiryField form={form} name="message" id={id("message")} label="Tell us about your plans" hint="Up to 500 characters" rows={4} />
      <CheckboxField id={id("consent")} name="consent" checked={values.consent} onChange={(checked) => setField("consent", checked)} error={errors.consent}>
        I agree to {hotel.name} contacting me about this enquiry, as described in our <PolicyLinks />. (required)
      </CheckboxField>
      <EnquiryFormEnd
        marketingId={id("marketing")}
        marketingOptIn={values.marketingOptIn}
        onMarketingChange={(checked) => setField("marketingOptIn", checked)}
        disabled={sending}
        sending={sending}
        sendLabel="Send Enquiry"
      />
    </form>
  );
}
