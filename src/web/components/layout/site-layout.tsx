import { useState } from "react";
import { Outlet } from "react-router-dom";
import { CookieBanner } from "../consent/cookie-banner.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SkipLink } from "./skip-link.tsx";
import { StayCta } from "./stay-cta.tsx";

/** Header, page, booking invitation and footer of every public page. */
export function SiteLayout() {
  // While the mobile menu is open the page behind it is inert (not focusable, not clickable).
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* First in the keyboard order, shown at the bottom of the screen (it places itself last). */}
      <CookieBanner inert={menuOpen} />
      <SiteHeader menuOpen={menuOpen} onMenuOpenChange={setMenuOpen} />
      <main id="main-content" tabIndex={-1} inert={menuOpen} className="flex-1 outline-none">
        <Outlet />
        <StayCta />
      </main>
      <SiteFooter inert={menuOpen} />
    </div>
  );
}
