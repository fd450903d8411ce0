import { LiveRoomPrice } from "../features/rooms/live-room-price.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

// Visible, not on first touch: today's price is asked for as soon as the card is near the screen.
export default defineIsland("room-price", LiveRoomPrice, "visible");
