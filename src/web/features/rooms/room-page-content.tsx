import { rooms } from "../../../../content/rooms.ts";
import { RoomDetails } from "./room-details.tsx";
import { RoomUnavailable } from "./room-unavailable.tsx";

/** What /rooms/{slug} shows: the room, "not available" for a hidden one, or "Room Not Found". */
export function RoomPageContent({ slug }: { slug: string | undefined }) {
  const room = rooms.find((candidate) => candidate.slug === slug);
  if (!room) return <RoomUnavailable reason="missing" title="Room Not Found" />;
  if (room.hidden) return <RoomUnavailable reason="hidden" title={room.name} />;
  return <RoomDetails room={room} />;
}
