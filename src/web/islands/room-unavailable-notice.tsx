import { RoomUnavailableNotice } from "../features/rooms/room-unavailable-notice.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

// On first touch: the toast is pre-rendered and keeps its own time with CSS; only dismissing it needs code.
export default defineIsland("room-unavailable-notice", RoomUnavailableNotice, "interaction");
