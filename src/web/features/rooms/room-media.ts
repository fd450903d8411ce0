/** Room media are photos or films; films are told apart by their extension (public-site §2). */
export function isVideo(url: string): boolean {
  return /\.(mp4|mov)$/i.test(url);
}

/**
 * The Photo stem of a room image listed in content/rooms.ts: "/images/rooms/room-12.jpg" →
 * "rooms/room-12", i.e. content/photos/rooms/room-12.jpg once the hotel supplies it.
 */
export function photoStemOf(url: string): string {
  return url.replace(/^\/?(images\/)?/, "").replace(/\.[a-z0-9]+$/i, "");
}
