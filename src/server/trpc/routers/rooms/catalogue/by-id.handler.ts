import type { Room } from "../../../../../../content/rooms.ts";
import type { CatalogueLookup } from "../../../../../shared/validation/catalogue-lookup.ts";
import { withServedPhotos } from "../../../../services/core/served-photos.ts";
import { findRoom } from "../../../../services/rooms/room-catalogue.ts";

/** GET /api/rooms/{id}: by id or slug ("room-12") or number; hidden and unknown rooms answer 404. */
export function roomByIdHandler({ input }: { input: CatalogueLookup }): Room {
  return withServedPhotos(findRoom(input.id));
}
