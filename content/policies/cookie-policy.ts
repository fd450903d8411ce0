import { CHOSEN_IN_TEXT, CONSENT_TYPES, LEGAL_BASIS_TEXT } from "../consent-types.ts";
import { hotel } from "../hotel.ts";
import { SITE_COOKIES } from "./cookies.ts";
import { list, paragraph, type PolicyDocument } from "./policy-document.ts";

// The cookie policy (addons-privacy-admin §2.3): every cookie the site can set, its purpose,
// duration and category, matching what the cookie banner controls; the four kinds of consent.

export const COOKIE_TABLE_CAPTION = "Every cookie and storage item our website uses";
const CONSENT_TABLE_CAPTION = "The four kinds of consent, their legal basis and where you choose them";

export const cookiePolicy: PolicyDocument = {
  eyebrow: "Your privacy",
  title: "Cookie Policy",
  summary: "Which cookies our website sets, what they are for, how long they last, and how to change your choices at any time.",
  lastUpdated: "2026-11-27",
  sections: [
    {
      id: "what-cookies-are",
      heading: "What cookies are",
      blocks: [
        paragraph(
          "Cookies are small files a website asks your browser to keep; local and session storage are similar stores inside your browser. We use them only for what the site needs to work, and we list them all here, whichever kind they are.",
        ),
      ],
    },
    {
      id: "cookies-we-use",
      heading: "The cookies and storage we use",
      blocks: [
        {
          kind: "table",
          caption: COOKIE_TABLE_CAPTION,
          columns: ["Name", "What it is for", "Set by", "How long it lasts", "Category"],
          rows: SITE_COOKIES.map((cookie) => [
            `${cookie.names.join(", ")} (${cookie.kind.toLowerCase()})`,
            `${cookie.purpose} Set on: ${cookie.where.charAt(0).toLowerCase()}${cookie.where.slice(1)}.`,
            cookie.setBy,
            cookie.lasts,
            cookie.category,
          ]),
        },
        paragraph(
          "Essential items cannot be switched off: the site, the payment step or the staff area would not work without them. They hold no advertising or tracking identifiers.",
        ),
      ],
    },
    {
      id: "analytics-and-marketing",
      heading: "Analytics and marketing cookies",
      blocks: [
        paragraph(
          "We set no analytics or marketing cookies at present. If we add them, they will be set only after you allow that category in the cookie banner, and this page will list them, with how long they last, before they are used.",
        ),
        paragraph(
          "Cookies of common analytics and advertising tools (names beginning _ga or _gid, which usually last 2 years and 24 hours, and _fbp or _gcl_) can arrive from elsewhere; our site removes them whenever you have not allowed their category.",
        ),
      ],
    },
    {
      id: "consent-types",
      heading: "The four kinds of consent",
      blocks: [
        {
          kind: "table",
          caption: CONSENT_TABLE_CAPTION,
          columns: ["Kind", "What it covers", "Legal basis", "Where you choose"],
          rows: CONSENT_TYPES.map((type) => [type.title, type.description, LEGAL_BASIS_TEXT[type.legalBasis], CHOSEN_IN_TEXT[type.chosenIn]]),
        },
      ],
    },
    {
      id: "other-sites",
      heading: "Booking and paying on other sites",
      blocks: [
        list(
          "Room bookings are made on our booking engine's own site, which sets its own cookies, such as a booking session that lasts about 24 hours; its cookie notice explains them.",
          "Card payments for the pet add-on are taken on Stripe's secure checkout page, under Stripe's own cookie and privacy policies.",
        ),
      ],
    },
    {
      id: "changing-your-choice",
      heading: "Changing your choice",
      blocks: [
        paragraph(
          "Choose Cookie settings at the foot of any page to see or change your choice; it takes effect at once, and cookies you no longer allow are removed. Your browser's settings can also delete cookies and stored data, or block them; the site still works, but it will ask for your choice again.",
        ),
        paragraph(["Questions about cookies go to ", { href: `mailto:${hotel.email}`, label: hotel.email }, ". Our ", { href: "/privacy-policy", label: "Privacy Policy" }, " explains how we handle personal data."]),
      ],
    },
  ],
};
