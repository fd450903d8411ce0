import { RoomsCatalogue } from "../features/rooms/rooms-catalogue.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

// On first touch: the filter needs React, the prices do not. Today's prices fill the cards'
// price slots without it (live-price-slots.ts, ADR 046), and a photo that fails to load wakes
// the island to become its placeholder (islands-runtime.ts).
export default defineIsland("rooms-catalogue", RoomsCatalogue, "interaction");
