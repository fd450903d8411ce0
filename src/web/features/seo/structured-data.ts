import { faqs } from "../../../../content/faq.ts";
import { rooms } from "../../../../content/rooms.ts";
import { roomNumberFromSlug } from "../../../shared/site/routes.ts";
import { faqPageSchema } from "./faq-page-schema.ts";
import { hotelRoomSchema } from "./hotel-room-schema.ts";
import { hotelSchema } from "./hotel-schema.ts";
import type { JsonLdNode } from "./json-ld.ts";

/**
 * The schema.org nodes a page carries in its pre-rendered <head>: the Hotel on the home page, a
 * HotelRoom on each bookable room's page, the FAQPage on /contact. Build-time only: none of this
 * reaches the browser's JavaScript.
 */
export function structuredDataFor(pathname: string, publicUrl: string): JsonLdNode[] {
  if (pathname === "/") return [hotelSchema(publicUrl)];
  if (pathname === "/contact") return [faqPageSchema(faqs, `${publicUrl}/contact`)];
  const roomMatch = /^\/rooms\/([^/]+)$/.exec(pathname);
  const roomNumber = roomNumberFromSlug(roomMatch?.[1]);
  const room = rooms.find((candidate) => candidate.number === roomNumber);
  // Hidden rooms say "not available" and are kept out of search (noindex): nothing to describe.
  return room && !room.hidden ? [hotelRoomSchema(room, publicUrl)] : [];
}
