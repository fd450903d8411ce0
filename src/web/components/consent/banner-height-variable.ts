/** The CSS variable holding the cookie banner's height, 0px while it is closed. */
export const BANNER_HEIGHT_VARIABLE = "--cookie-banner-height";

/**
 * Keeps `--cookie-banner-height` on <html> equal to the banner's height as it opens, closes,
 * grows with the Customize view or wraps on a narrow screen, so whatever else sits at the bottom
 * of the screen (the toasts) can stand above it. Started by the islands entry, since the banner's
 * own island wakes only when touched (ADR 044). Set through the CSSOM, which the CSP allows.
 */
export function watchBannerHeight(): void {
  const banner = document.getElementById("cookie-consent");
  if (!banner) return;
  const root = document.documentElement;
  const update = (): void => root.style.setProperty(BANNER_HEIGHT_VARIABLE, `${banner.offsetHeight}px`);
  update();
  new ResizeObserver(update).observe(banner);
}
