import { Island } from "../../lib/islands/island.tsx";
import siteMenu from "../../islands/site-menu.tsx";
import { Container } from "../ui/container.tsx";
import { BookYourStayLink } from "./book-your-stay-link.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { MainNav } from "./main-nav.tsx";
import { HEADER_BAR_ID } from "./site-menu.tsx";
import { TopBar } from "./top-bar.tsx";

/**
 * Top bar plus the main bar. The header is sticky with the top bar's height as negative offset,
 * so on scrolling the top bar leaves and the main bar stays. Pre-rendered and never hydrated: its
 * interactive parts, the menu and the theme switch, are islands (ADR 044). The bar's frosted
 * background is a layer behind it, not the bar itself, since a backdrop filter would make the bar
 * the containing block of the menu's fixed panel.
 */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  return (
    <header className="sticky -top-9 z-40">
      <TopBar />
      <div id={HEADER_BAR_ID} className="relative border-b border-border before:absolute before:inset-0 before:-z-10 before:bg-surface/95 before:backdrop-blur-md">
        {/* One row; with the text enlarged on a narrow screen the buttons wrap below the name, on screen. */}
        <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-4 sm:min-h-20">
          <BrandLogo />
          <MainNav className="hidden xl:block" />
          <div className="flex items-center gap-1 max-xl:ml-auto sm:gap-3">
            <BookYourStayLink size="md" className="max-sm:hidden" />
            <BookYourStayLink size="sm" className="sm:hidden max-[359px]:hidden [&>svg]:hidden">
              Book Now
            </BookYourStayLink>
            <Island of={siteMenu} props={{ currentPath }} />
          </div>
        </Container>
      </div>
    </header>
  );
}
