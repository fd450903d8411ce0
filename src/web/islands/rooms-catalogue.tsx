import { RoomsCatalogue } from "../features/rooms/rooms-catalogue.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

// Visible, not on first touch: today's prices are asked for as soon as the list is near the screen.
export default defineIsland("rooms-catalogue", RoomsCatalogue, "visible");
