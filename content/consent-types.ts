// The four kinds of consent the site asks for (public-site §5), each with its legal basis under
// UK GDPR: shown in the cookie banner's Customize view and on the cookie policy page.

export type LegalBasis = "contract" | "consent";

export type ConsentTypeKey = "essential" | "marketing" | "analytics" | "communications";

export interface ConsentType {
  key: ConsentTypeKey;
  title: string;
  legalBasis: LegalBasis;
  /** What it covers, in the hotel's words. */
  description: string;
  /** Where the guest gives or withdraws it: a switch in the cookie banner, or the forms and e-mails. */
  chosenIn: "cookie banner" | "forms";
}

/** How each legal basis reads to a guest. */
export const LEGAL_BASIS_TEXT: Record<LegalBasis, string> = {
  contract: "Contract: needed to provide the website and the services you ask for, so it cannot be switched off.",
  consent: "Consent: only if you allow it, and you can withdraw it at any time.",
};

/** Where each is given or withdrawn, as the cookie policy says it. */
export const CHOSEN_IN_TEXT: Record<ConsentType["chosenIn"], string> = {
  "cookie banner": "Chosen in the cookie banner; change it at any time with Cookie settings at the foot of every page.",
  forms: "Chosen on our enquiry forms and the newsletter sign-up; withdraw it with the unsubscribe link in any newsletter or on our Unsubscribe page.",
};

/** In the order public-site §5 lists them. */
export const CONSENT_TYPES: readonly ConsentType[] = [
  {
    key: "essential",
    title: "Essential",
    legalBasis: "contract",
    description: "Needed for the site to work: your cookie choice, kept in your browser, and the secure payment session when you buy a pet add-on.",
    chosenIn: "cookie banner",
  },
  {
    key: "marketing",
    title: "Marketing",
    legalBasis: "consent",
    description: "Would let advertising partners measure which adverts bring guests to us, which includes analytics. We use none at present.",
    chosenIn: "cookie banner",
  },
  {
    key: "analytics",
    title: "Analytics",
    legalBasis: "consent",
    description: "Would let us count visits to see which pages guests find useful. We use none at present.",
    chosenIn: "cookie banner",
  },
  {
    key: "communications",
    title: "Communications",
    legalBasis: "consent",
    description:
      "Our newsletter and offers by e-mail: only when you tick the box on a form or sign up, and confirm the link we send. Every newsletter has an unsubscribe link, and the Unsubscribe page works at any time.",
    chosenIn: "forms",
  },
];
