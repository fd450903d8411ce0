import { RoomPolicies } from "../features/rooms/room-policies.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

export default defineIsland("room-policies", RoomPolicies, "interaction");
