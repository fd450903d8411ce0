import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from "../../../shared/enquiries/enquiry-constants.ts";
import { ENQUIRY_MESSAGES } from "../../../shared/enquiries/enquiry-messages.ts";
import { describedBy } from "../../components/form/field-error.tsx";
import { CONTROL_CLASS, FieldShell } from "../../components/form/form-field.tsx";
import { ENQUIRY_PATHS } from "../../../shared/enquiries/enquiry-paths.ts";
import { FormStatus } from "../../components/form/form-status.tsx";
import { EnquiryFormEnd } from "./enquiry-form-end.tsx";
import { FormThanks } from "./form-thanks.tsx";
import { EnquiryField } from "./enquiry-field.tsx";
import { useEnquiryForm } from "./use-enquiry-form.ts";

const DEFAULTS = { name: "", email: "", phone: "", subject: "general", message: "", marketingOptIn: false };

/** The contact page's message form (phone optional, subject chosen). */
export function ContactForm() {
  const form = useEnquiryForm({
    defaults: DEFAULTS,
    endpoint: ENQUIRY_PATHS.contact,
    toPayload: (values) => ({
      name: values.name,
      email: values.email,
      phone: values.phone.trim() === "" ? undefined : values.phone,
      subject: values.subject,
      message: values.message,
      marketingOptIn: values.marketingOptIn,
    }),
    validate: (validation, payload) => validation.contactEnquiryErrors(payload),
    messages: { sent: ENQUIRY_MESSAGES.CONTACT_SUCCESS, refused: ENQUIRY_MESSAGES.CONTACT_REFUSED, unreachable: ENQUIRY_MESSAGES.CONTACT_FAILURE },
  });

  const { values, errors, formError, thanks, thanksRef, sending, setField, submit, formRef } = form;
  return (
    <form ref={formRef} method="post" action={ENQUIRY_PATHS.contactForm} noValidate onSubmit={(event) => void submit(event)} className="relative space-y-5" aria-label="Message to reception">
      <FormStatus message={formError} />
      <FormThanks message={thanks} ref={thanksRef} />
      <div className="grid gap-5 sm:grid-cols-2">
        <EnquiryField form={form} name="name" id="contact-name" label="Full name" required input={{ autoComplete: "name" }} />
        <EnquiryField form={form} name="email" id="contact-email" label="Email" required input={{ type: "email", autoComplete: "email" }} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <EnquiryField form={form} name="phone" id="contact-phone" label="Phone" input={{ type: "tel", autoComplete: "tel" }} />
        <FieldShell id="contact-subject" label="Subject" error={errors.subject}>
          <select id="contact-subject" name="subject" className={CONTROL_CLASS} value={values.subject} onChange={(event) => setField("subject", event.target.value)} {...describedBy("contact-subject", errors.subject)}>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {CONTACT_SUBJECT_LABELS[subject]}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <EnquiryField form={form} name="message" id="contact-message" label="Message" required hint="10 to 1000 characters" rows={5} />
      <EnquiryFormEnd
        marketingId="contact-marketing"
        marketingOptIn={values.marketingOptIn}
        onMarketingChange={(checked) => setField("marketingOptIn", checked)}
        disabled={sending}
        sending={sending}
        sendLabel="Send Message"
      />
    </form>
  );
}
