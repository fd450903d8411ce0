import { hotel } from "../hotel.ts";
import { list, paragraph, type PolicyDocument } from "./policy-document.ts";
import { RETENTION_RULES } from "./retention.ts";

// The privacy policy (addons-privacy-admin §2.3): twelve sections, the six rights, the 30-day
// answer, the data request page, the ICO complaint route, the retention table, no under-16s.

const address = `${hotel.address.street}, ${hotel.address.locality}, ${hotel.address.county} ${hotel.address.postcode}`;

export const privacyPolicy: PolicyDocument = {
  eyebrow: "Your privacy",
  title: "Privacy Policy",
  summary: `How ${hotel.name} collects, uses and protects your personal data, how long we keep it, and how you can use your rights under UK data protection law.`,
  lastUpdated: "2026-11-24",
  sections: [
    {
      id: "who-we-are",
      heading: "1. Who we are",
      blocks: [
        paragraph(`${hotel.name}, ${address}, is the controller of the personal data described here: we decide how and why it is used.`),
        paragraph(["Questions about this policy or your data go to ", { href: `mailto:${hotel.email}`, label: hotel.email }, ` or ${hotel.phone.display}.`]),
      ],
    },
    {
      id: "what-we-collect",
      heading: "2. What we collect",
      blocks: [
        list(
          "When you book or buy a pet add-on: your name, e-mail address, phone number, booking reference, dates of stay, your pets' names and kinds, and any special requests.",
          "When you send an enquiry (contact, wedding, conference or party): your name, e-mail address, phone number and what you tell us.",
          "When you join the newsletter: your e-mail address and when and how you agreed.",
          "When you pay online: our payment provider handles your card details; we never see or store your full card number.",
          "When you browse the site: the choices you make in the cookie banner and, only if you allow it, anonymous analytics about how the site is used.",
        ),
      ],
    },
    {
      id: "how-we-use-it",
      heading: "3. How we use it, and our lawful basis",
      blocks: [
        {
          kind: "table",
          caption: "What we use your data for, and the lawful basis for each use",
          columns: ["What we do", "Lawful basis"],
          rows: [
            ["Take and manage your booking and pet add-on, and take payment", "Contract"],
            ["Answer your enquiry and send the quote or details you asked for", "Contract (steps you asked for before one)"],
            ["Keep booking and payment records for tax and accounting", "Legal obligation"],
            ["Send the newsletter and offers", "Consent"],
            ["Analytics cookies", "Consent"],
            ["Keep the site and our systems secure, and record staff access to personal data", "Legitimate interests"],
          ],
        },
      ],
    },
    {
      id: "newsletter",
      heading: "4. The newsletter and marketing",
      blocks: [
        paragraph("We only send the newsletter if you ask for it and confirm your address by the link we e-mail you. Every newsletter has an unsubscribe link, and you can leave at any time:"),
        paragraph([{ href: "/unsubscribe", label: "Unsubscribe from the newsletter" }]),
      ],
    },
    {
      id: "cookies",
      heading: "5. Cookies",
      blocks: [paragraph(["Essential cookies keep the site working; analytics cookies are set only if you allow them. The ", { href: "/cookie-policy", label: "Cookie Policy" }, " lists every cookie and how long it lasts."])],
    },
    {
      id: "sharing",
      heading: "6. Who we share it with",
      blocks: [
        paragraph("We never sell your data. We share it only with the companies that help us run the hotel, under contracts that let them use it for our purposes alone:"),
        list(
          "our booking engine and property management system, which hold room bookings;",
          "our payment provider, which takes card and wallet payments for add-ons;",
          "our e-mail provider, which delivers confirmations and the newsletter.",
        ),
        paragraph("We may also disclose data when the law requires it, for example to the police or HMRC."),
      ],
    },
    {
      id: "transfers",
      heading: "7. Data outside the UK",
      blocks: [paragraph("Some of these providers may process data outside the UK. When they do, the transfer is protected by UK adequacy regulations or the UK's International Data Transfer Agreement or Addendum.")],
    },
    {
      id: "retention",
      heading: "8. How long we keep it",
      blocks: [
        {
          kind: "table",
          caption: "How long we keep each kind of record",
          columns: ["Record", "Kept for", "Why"],
          rows: RETENTION_RULES.map((rule) => [rule.record, rule.kept, rule.why]),
        },
        paragraph("After that we delete the record, or remove everything that identifies you where the law makes us keep the rest."),
      ],
    },
    {
      id: "security",
      heading: "9. How we protect it",
      blocks: [
        paragraph("The site is served only over an encrypted connection. Only hotel staff who need it can see your data: they sign in with their own account, owners with a second factor, and every look at or change to personal data is recorded."),
      ],
    },
    {
      id: "your-rights",
      heading: "10. Your rights",
      blocks: [
        paragraph("Under UK data protection law you have the right to:"),
        list(
          "access: a copy of the personal data we hold about you;",
          "rectification: have inaccurate data corrected;",
          "erasure: have your data deleted, unless the law makes us keep it;",
          "restriction: have us limit how we use it;",
          "data portability: receive your data in a machine-readable format;",
          "objection: object to our use of it, including for marketing at any time.",
        ),
        paragraph([
          "Ask on our ",
          { href: "/data-request", label: "data request page" },
          " or by e-mail. It is free. We confirm the request through your e-mail address, and answer within 30 days (typically 7 to 14). If a request is complex we may need up to two months more; we will tell you why within the first month.",
        ]),
      ],
    },
    {
      id: "children",
      heading: "11. Children",
      blocks: [paragraph("Our site and services are not meant for children under 16, and we do not knowingly collect their data. Bookings are made by adults: guests must be 18 or over to check in.")],
    },
    {
      id: "complaints-and-changes",
      heading: "12. Complaints and changes to this policy",
      blocks: [
        paragraph("If you are unhappy with how we have used your data, please tell us first and we will try to put it right."),
        paragraph([
          "You can also complain to the Information Commissioner's Office (ICO), the UK regulator: ",
          { href: "https://ico.org.uk/make-a-complaint/", label: "ico.org.uk/make-a-complaint" },
          ", or call 0303 123 1113.",
        ]),
        paragraph("When we change this policy we update the date at the top of the page."),
      ],
    },
  ],
};
