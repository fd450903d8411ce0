import type { Room } from "../../../../../../content/rooms.ts";
import { withServedPhotos } from "../../../../services/core/served-photos.ts";
import { listRooms } from "../../../../services/rooms/room-catalogue.ts";

/** GET /api/rooms: every room guests can see (hidden rooms left out), with static "from" prices. */
export function listRoomsHandler(): readonly Room[] {
  return listRooms().map(withServedPhotos);
}
