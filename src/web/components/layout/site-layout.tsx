import { Outlet, useLocation } from "react-router-dom";
import cookieBanner from "../../islands/cookie-banner.tsx";
import { COOKIE_ANNOUNCEMENT_ID } from "../consent/cookie-announcement.ts";
import { Island } from "../../lib/islands/island.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SkipLink } from "./skip-link.tsx";
import { StayCta } from "./stay-cta.tsx";

/**
 * Header, page, booking invitation and footer of every public page, pre-rendered; only its
 * islands hydrate (ADR 044).
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* First in the keyboard order and on screen: above the header, in the page's flow (ADR 052). */}
      <p id={COOKIE_ANNOUNCEMENT_ID} role="status" className="sr-only" />
      <Island of={cookieBanner} props={{}} />
      <SiteHeader currentPath={pathname} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
        <StayCta />
      </main>
      <SiteFooter currentPath={pathname} />
    </div>
  );
}
