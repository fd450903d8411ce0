import type { StatementSection } from "../src/shared/content/accessibility.ts";

export type { StatementSection };

/**
 * The accessibility statement (/accessibility): what the website aims for, what was tested and
 * how, what is known not to work yet, and how to tell us about a problem. Honest rather than
 * grand: change it when the site or its tests change, and move the review date with it.
 */
export const ACCESSIBILITY_REVIEWED = "November 2026";

export const accessibilityStatement: readonly StatementSection[] = [
  {
    id: "aim",
    title: "What we aim for",
    paragraphs: [
      "We want everyone to be able to find a room, read about the hotel and send us an enquiry, whatever device they use and however they use it. This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.",
      "You should be able to use the site with a keyboard alone, with a screen reader, zoomed in up to 400% or on a small phone, in light or dark colours, and with animation turned off in your device settings. Every page works before its JavaScript has loaded: the text, the links and the enquiry forms are all in the page itself.",
    ],
  },
  {
    id: "tested",
    title: "How we test it",
    paragraphs: ["Each change to the website is checked before it goes live, by automated tests and by hand:"],
    points: [
      "Every public page, in light and dark colours, is checked with axe (an automated WCAG 2.2 AA checker) in the Chromium browser, including open tabs, menus, the photo viewer and the cookie choices.",
      "The pages are tried at phone width (390 pixels) and desktop width (1280 pixels).",
      "The main journeys are walked through with the keyboard alone: the menu, the cookie choices, the photo viewer, and sending each enquiry form, where errors are announced and the focus moves to the first field to fix and, once sent, to our thank-you message.",
      "Animation stops when your device asks for reduced motion.",
    ],
  },
  {
    id: "limits",
    title: "What we know is not perfect yet",
    paragraphs: [
      "Automated checks find many problems but not all of them, and the site has not yet been reviewed by disabled people using their own assistive technology. We would value your help.",
    ],
    points: [
      "The downloadable PDF brochures are not tagged for screen readers. Everything in them is on the web pages too, and we are happy to send the details by e-mail in whatever form suits you.",
      "Booking a room happens on our booking partner's website, and maps and directions open on a maps service: we do not control how accessible those are. Reception can book for you by phone.",
      "The pictures on the site are illustrations until our own photographs are ready.",
    ],
  },
  {
    id: "report",
    title: "Tell us about a problem",
    paragraphs: [
      "If something on this website is hard to use, or you need information in another format, please tell us: we reply within 24 hours. Say which page it was and what happened, and we will put it right or find another way to help.",
    ],
  },
  {
    id: "at-the-hotel",
    title: "At the hotel",
    paragraphs: [
      "This statement is about the website. For help with getting around the hotel itself, ground-floor rooms or parking, call reception, who are there day and night, before you book.",
      "If you are not satisfied with our reply to a complaint about accessibility, you can contact the Equality Advisory and Support Service (EASS).",
    ],
  },
];
