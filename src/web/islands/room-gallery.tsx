import { RoomGallery } from "../features/rooms/room-gallery.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

// Visible, not on first touch: a photo that failed to load must turn into its placeholder
// untouched (public-site §8). The lightbox's code still loads only when it is about to open.
export default defineIsland("room-gallery", RoomGallery, "visible");
