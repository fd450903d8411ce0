/** A link of the site's own navigation. */
export interface SiteLink {
  label: string;
  to: string;
}

/** The header's main navigation (desktop bar and mobile menu). */
export const MAIN_NAVIGATION: readonly SiteLink[] = [
  { label: "Home", to: "/" },
  { label: "Rooms", to: "/rooms" },
  { label: "Dining", to: "/dining" },
  { label: "Events", to: "/events" },
  { label: "Explore Carlisle", to: "/explore-carlisle" },
  { label: "Nightlife", to: "/nightlife" },
  { label: "Pet Friendly", to: "/pet-friendly" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
];

/** The footer's quick links. */
export const QUICK_LINKS: readonly SiteLink[] = [
  { label: "Rooms", to: "/rooms" },
  { label: "Dining & Bar", to: "/dining" },
  { label: "Weddings", to: "/events/weddings" },
  { label: "Conferences", to: "/events/conferences" },
  { label: "Private Parties", to: "/events/private-parties" },
  { label: "Explore Carlisle", to: "/explore-carlisle" },
  { label: "Pet Add-on", to: "/book-addons" },
  { label: "Contact", to: "/contact" },
];

/** The footer's policy and data-rights links. */
export const POLICY_LINKS: readonly SiteLink[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms & Conditions", to: "/terms-conditions" },
  { label: "Cookie Policy", to: "/cookie-policy" },
  { label: "Cancellation Policy", to: "/cancellation-policy" },
  { label: "Data Request", to: "/data-request" },
  { label: "Unsubscribe", to: "/unsubscribe" },
  { label: "Accessibility", to: "/accessibility" },
];

/** Whether a navigation link is the page at `currentPath` (Home only on "/"; a section on its own pages too). */
export function isCurrentLink(to: string, currentPath: string): boolean {
  return to === "/" ? currentPath === "/" : currentPath === to || currentPath.startsWith(`${to}/`);
}
