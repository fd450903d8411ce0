/**
 * An image that tried to load and failed: true once its error has happened, so whoever starts
 * listening late (an island hydrating after the page loaded) can still tell.
 */
export function imageFailed(image: HTMLImageElement | null | undefined): boolean {
  return Boolean(image?.complete && image.naturalWidth === 0 && image.currentSrc);
}
