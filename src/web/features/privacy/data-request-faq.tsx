import { DisclosureAccordion } from "../../components/ui/disclosure-accordion.tsx";

const LINK_CLASS = "font-semibold text-brand underline underline-offset-4 hover:decoration-2";

/** Questions guests ask about their data rights (a FAQ follows the form). */
export function DataRequestFaq() {
  return (
    <DisclosureAccordion
      name="data-request-faq"
      className="mt-8"
      items={[
        {
          id: "how-long",
          summary: "How long will my request take?",
          content: (
            <p>
              We answer within 30 days of your confirmation (one calendar month), typically in 7 to 14 days. Access and export requests are answered as soon as you
              confirm by e-mail. If a request is complex we may need up to two months more; we would tell you why within the first month.
            </p>
          ),
        },
        {
          id: "why-email",
          summary: "Why do you e-mail me a link first?",
          content: (
            <p>
              To make sure nobody else can see or delete your data by typing your e-mail address. Only the owner of the mailbox can open the link, which works once
              for 24 hours. We give the same answer whether or not we hold any data for the address.
            </p>
          ),
        },
        {
          id: "what-kept",
          summary: "What do you keep after I ask you to delete my data?",
          content: (
            <p>
              Payment records of add-on bookings are kept for 7 years, as the law requires, but anonymised: your name, e-mail, phone, your pets&apos; names and your
              requirements are removed and only the amounts and dates remain. Your address stays on our suppression list in a scrambled form so that no marketing
              reaches you. Active bookings cannot be deleted until after check-out.
            </p>
          ),
        },
        {
          id: "export-format",
          summary: "What is in my data export?",
          content: (
            <p>
              A JSON file with every personal record we hold about your e-mail address: enquiries, consent choices, newsletter and suppression entries, add-on
              bookings and your earlier data requests. JSON can be opened in any text editor and read by other services.
            </p>
          ),
        },
        {
          id: "cost",
          summary: "Does it cost anything?",
          content: <p>No. Access, export and deletion requests are free.</p>,
        },
        {
          id: "other-rights",
          summary: "How do I correct my data or make a complaint?",
          content: (
            <p>
              To correct your data, restrict or object to its use, contact us using the details on our <a href="/contact" className={LINK_CLASS}>contact page</a>.
              You can also complain to the Information Commissioner&apos;s Office (ico.org.uk). Our <a href="/privacy-policy" className={LINK_CLASS}>privacy policy</a>{" "}
              explains all your rights.
            </p>
          ),
        },
      ]}
    />
  );
}
