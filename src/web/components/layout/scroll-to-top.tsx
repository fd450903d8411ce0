import { useEffect } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router-dom";

/**
 * On every new page (not back/forward, where the browser restores the position) start at the top,
 * at once as a full page load would, and move focus to the main content so keyboard and
 * screen-reader users start at the new page rather than the old link. (A smooth scroll would glide
 * through the new page's whole length, and a phone's browser abandons it when the page's height
 * changes under it, leaving the guest deep inside the new page.)
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === NavigationType.Pop) return;
    document.getElementById("main-content")?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, navigationType]);

  return null;
}
