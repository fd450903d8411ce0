import { hotel } from "./hotel.ts";

// The staff area's page titles. Apart from content/pages.ts on purpose: the staff area sets its
// own titles, and sharing a module with the public pages' head code would split their chunks.

/** The sign-in page's title, and the title of the HTML every staff address is served with. */
export const ADMIN_TITLE = `Staff sign in | ${hotel.name}`;

/** The title of one part of the staff area: "Bookings | Staff area | The Courtfield Hotel". */
export function adminSectionTitle(label: string): string {
  return `${label} | Staff area | ${hotel.name}`;
}
