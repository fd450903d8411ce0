import { pageCopy, roomPageCopy } from "../../../content/pages.ts";
import { HIDDEN_ROOM_NUMBERS, ROOM_COUNT } from "../../../content/room-numbers.ts";

/**
 * Every public page of the site with its <title> and meta description (the words are in
 * content/pages.ts). The pre-render writes one HTML file per entry and the server's sitemap lists
 * the entries with `inSitemap`. Pages left out of the sitemap also carry `noindex` (they are
 * per-visitor or transactional).
 */
export interface PublicRoute {
  path: string;
  title: string;
  /** Unique per page, about 150 characters. */
  description: string;
  inSitemap: boolean;
}

export function roomSlug(roomNumber: number): string {
  return `room-${roomNumber}`;
}

/** Parses "room-12" into 12; undefined for anything that is not a room 1-33 (content/room-numbers.ts). */
export function roomNumberFromSlug(slug: string | undefined): number | undefined {
  const match = /^room-([1-9]\d?)$/.exec(slug ?? "");
  const roomNumber = match ? Number(match[1]) : Number.NaN;
  return roomNumber >= 1 && roomNumber <= ROOM_COUNT ? roomNumber : undefined;
}

type PagePath = keyof typeof pageCopy;

function page(path: PagePath, inSitemap = true): PublicRoute {
  return { path, ...pageCopy[path], inSitemap };
}

/** Room pages exist for every room; the hidden ones say they are unavailable and stay out of the sitemap. */
function roomPage(roomNumber: number): PublicRoute {
  return { path: `/rooms/${roomSlug(roomNumber)}`, ...roomPageCopy(roomNumber), inSitemap: !HIDDEN_ROOM_NUMBERS.includes(roomNumber) };
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  page("/"),
  page("/about"),
  page("/rooms"),
  ...Array.from({ length: ROOM_COUNT }, (_, index) => roomPage(index + 1)),
  page("/dining"),
  page("/events"),
  page("/events/weddings"),
  page("/events/conferences"),
  page("/events/private-parties"),
  page("/explore-carlisle"),
  page("/nightlife"),
  page("/pet-friendly"),
  page("/contact"),
  page("/booking"),
  page("/book-addons"),
  page("/book-addons/success", false),
  page("/privacy-policy"),
  page("/terms-conditions"),
  page("/cookie-policy"),
  page("/cancellation-policy"),
  page("/accessibility"),
  page("/data-request"),
  page("/unsubscribe", false),
];

export function findPublicRoute(path: string): PublicRoute | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return PUBLIC_ROUTES.find((route) => route.path === normalised);
}
