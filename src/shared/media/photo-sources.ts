/**
 * Where the media build (scripts/build-media.ts) writes a photo: /media/<photo>-<width>.<format>,
 * at every width here (the source is never upscaled: the build always renders 1600 px wide).
 */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export const PHOTO_FORMATS = ["avif", "webp"] as const;
export const PHOTO_SOURCE_WIDTH = 1600;

export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export function photoUrl(photo: string, width: number, format: PhotoFormat): string {
  return `/media/${photo}-${width}.${format}`;
}

export function photoSrcSet(photo: string, format: PhotoFormat): string {
  return PHOTO_WIDTHS.map((width) => `${photoUrl(photo, width, format)} ${width}w`).join(", ");
}

/** Every photo a page's HTML references, read back from its <img>/<source> URLs. */
export function photosReferencedIn(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\/media\/([a-z0-9/_-]+?)-(\d+)\.(?:avif|webp)/g)) if (match[1]) found.add(match[1]);
  return [...found].sort();
}

/**
 * The photo id of an image as content/ lists it: "/images/rooms/room-12.jpg" → "rooms/room-12",
 * i.e. content/photos/rooms/room-12.jpg once the hotel supplies it, generated artwork until then.
 */
export function photoIdOf(imagePath: string): string {
  return imagePath.replace(/^\/?(images\/)?/, "").replace(/\.[a-z0-9]+$/i, "");
}

/** The width and format an API answer links to: one file every browser and tool can open. */
const API_PHOTO = { width: 960, format: "webp" } as const satisfies { width: (typeof PHOTO_WIDTHS)[number]; format: PhotoFormat };

/** Where the server serves an image listed in content/ (the API's `images`). */
export function servedPhotoUrl(imagePath: string): string {
  return photoUrl(photoIdOf(imagePath), API_PHOTO.width, API_PHOTO.format);
}
