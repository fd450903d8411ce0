import { RoomGallery } from "../features/rooms/room-gallery.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

// On first touch. A photo that fails to load must still turn into its placeholder untouched:
// a broken image wakes its island (islands-runtime.ts). The lightbox's code
// loads only when it is about to open.
export default defineIsland("room-gallery", RoomGallery, "interaction");
