import { servedPhotoUrl } from "../../../shared/media/photo-sources.ts";

/**
 * A catalogue item (room, event venue) as the API answers it: its `images` are the addresses of
 * files this server serves (/media/…), not the content's names for them.
 */
export function withServedPhotos<Item extends { readonly images: readonly string[] }>(item: Item): Item {
  return { ...item, images: item.images.map(servedPhotoUrl) };
}
