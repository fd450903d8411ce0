/** Room media are photos or films; films are told apart by their extension. */
export function isVideo(url: string): boolean {
  return /\.(mp4|mov)$/i.test(url);
}
