import { useEffect } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router-dom";

/**
 * On every new page (not back/forward, where the browser restores the position) start at the top,
 * at once as a full page load would, and move focus to the main content so keyboard and
 * screen-reader users start at the new page rather than the old link (unless the new page has
 * already focused one of its own fields). (A smooth scroll would glide
 * through the new page's whole length, and a phone's browser abandons it when the page's height
 * changes under it, leaving the guest deep inside the new page.)
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === NavigationType.Pop) return;
    // A page that put the focus somewhere itself (the Check-in tab's scan field) keeps it, so a
    // scanner's typing right after the tab click lands there.
    const main = document.getElementById("main-content");
    if (!main?.contains(document.activeElement)) main?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, navigationType]);

  return null;
}
