import { useParams } from "react-router-dom";
import { deferred, renderedNow } from "../lib/deferred-hydration.tsx";

// The page carries the room catalogue and the gallery: it is pre-rendered in full and its code is
// hydrated after the page's first load (see deferred-hydration.tsx).
const loadContent = () => import("../features/rooms/room-page-content.tsx").then((module) => module.RoomPageContent);
const RoomPageContent = import.meta.env.SSR ? renderedNow(await loadContent()) : deferred(loadContent);

/**
 * /rooms/{slug}. The rooms are part of the site's code, so there is nothing to wait for (no
 * loading state): rooms 1-33 are pre-rendered, and any other slug (the server's 404 page,
 * rendered afresh in the browser) shows "Room Not Found" as soon as the page's code is in.
 */
export default function RoomDetailPage() {
  return <RoomPageContent slug={useParams().slug} />;
}
