import { useParams } from "react-router-dom";
import { RoomPageContent } from "../features/rooms/room-page-content.tsx";

/**
 * /rooms/{slug}, pre-rendered for rooms 1-33 (the hidden ones say they are not available); its
 * interactive parts are islands (room-details.tsx, room-unavailable.tsx; ADR 044).
 */
export default function RoomDetailPage() {
  return <RoomPageContent slug={useParams().slug} />;
}
