import { useLayoutEffect, type RefObject } from "react";

/** The CSS variable holding the cookie banner's height, 0px while it is closed. */
export const BANNER_HEIGHT_VARIABLE = "--cookie-banner-height";

/**
 * Keeps `--cookie-banner-height` on <html> equal to the banner's height as it opens, closes,
 * grows with the Customize view or wraps on a narrow screen, so whatever else sits at the bottom
 * of the screen (the toasts) can stand above it. Set through the CSSOM, which the CSP allows.
 */
export function useBannerHeightVariable(banner: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const update = (): void => root.style.setProperty(BANNER_HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_VARIABLE);
    };
  }, [banner]);
}
