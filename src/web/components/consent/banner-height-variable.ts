/** The CSS variable holding the cookie banner's height, 0px while it is closed. */
export const BANNER_HEIGHT_VARIABLE = "--cookie-banner-height";

/** Marks what stands at the bottom of the screen above the banner (the toasts' regions). */
const ABOVE_BANNER_ATTRIBUTE = "data-above-cookie-banner";

const regions = new Set<HTMLElement>();
let height = "0px";

function publish(region: HTMLElement): void {
  region.style.setProperty(BANNER_HEIGHT_VARIABLE, height);
}

/**
 * Keeps `--cookie-banner-height` equal to the banner's height as it opens, closes, grows with the
 * Customize view or wraps on a narrow screen, on each region marked `data-above-cookie-banner`
 * (the toasts), so they can stand above it. The variable is set on those regions alone, not on
 * <html>: an inherited variable changed there restyles every element of the page (about 11 ms of
 * main thread on /contact, a tenth of a second on a mid-range phone). Started by the islands
 * entry, since the banner's own island wakes only when touched (ADR 044). Set through the CSSOM,
 * which the CSP allows.
 */
export function watchBannerHeight(): void {
  for (const region of document.querySelectorAll<HTMLElement>(`[${ABOVE_BANNER_ATTRIBUTE}]`)) regions.add(region);
  const banner = document.getElementById("cookie-consent");
  if (!banner) return;
  const update = (): void => {
    const next = `${banner.offsetHeight}px`;
    if (next === height) return;
    height = next;
    for (const region of regions) publish(region);
  };
  update();
  new ResizeObserver(update).observe(banner);
}

/**
 * A ref for a region that an island renders after the page has loaded (the toaster): it gets the
 * banner's height now and as it changes, until React lets it go.
 */
export function standAboveCookieBanner(region: HTMLElement | null): (() => void) | undefined {
  if (!region) return undefined;
  regions.add(region);
  publish(region);
  return () => regions.delete(region);
}
