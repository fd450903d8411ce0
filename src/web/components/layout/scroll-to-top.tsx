import { useEffect } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router-dom";

/**
 * On every new page (not back/forward, where the browser restores the position) scroll to the top,
 * smoothly unless the visitor prefers reduced motion, and move focus to the main content so
 * keyboard and screen-reader users start at the new page rather than the old link.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === NavigationType.Pop) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document.getElementById("main-content")?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? "instant" : "smooth" });
  }, [pathname, navigationType]);

  return null;
}
