import { ROOM_TYPE_PARAM, RoomsCatalogue } from "../features/rooms/rooms-catalogue.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

// On first touch: the filter needs React, the prices do not. Today's prices fill the cards'
// price slots without it (live-price-slots.ts, ADR 046), and a photo that fails to load wakes
// the island to become its placeholder (islands-runtime.ts).
// The chosen type lives in the address (`?type=`): such an address wakes the list at once.
export default defineIsland("rooms-catalogue", RoomsCatalogue, "interaction", [ROOM_TYPE_PARAM]);
