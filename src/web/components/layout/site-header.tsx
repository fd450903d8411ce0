import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { BookYourStayLink } from "./book-your-stay-link.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { MainNav } from "./main-nav.tsx";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu.tsx";
import { TopBar } from "./top-bar.tsx";

/** Where the full navigation bar takes over from the menu button (Tailwind's xl). */
const DESKTOP_QUERY = "(min-width: 80rem)";

interface SiteHeaderProps {
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
}

/**
 * Top bar plus the main bar. The header is sticky with the top bar's height as negative offset,
 * so on scrolling the top bar leaves and the main bar stays.
 */
export function SiteHeader({ menuOpen, onMenuOpenChange }: SiteHeaderProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [menuTop, setMenuTop] = useState(0);

  function toggleMenu(): void {
    if (!menuOpen) setMenuTop(barRef.current?.getBoundingClientRect().bottom ?? 0);
    onMenuOpenChange(!menuOpen);
  }

  function dismissMenu(): void {
    onMenuOpenChange(false);
    toggleRef.current?.focus();
  }

  useEffect(() => {
    if (!menuOpen) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = (): void => {
      if (desktop.matches) onMenuOpenChange(false);
    };
    desktop.addEventListener("change", closeOnDesktop);
    return () => desktop.removeEventListener("change", closeOnDesktop);
  }, [menuOpen, onMenuOpenChange]);

  return (
    <header className="sticky -top-9 z-40">
      <TopBar />
      <div ref={barRef} className="border-b border-border bg-surface/95 backdrop-blur-md">
        <Container className="flex h-16 items-center justify-between gap-4 sm:h-20">
          <BrandLogo onNavigate={() => onMenuOpenChange(false)} />
          <MainNav className="hidden xl:block" />
          <div className="flex items-center gap-1 sm:gap-3">
            <BookYourStayLink size="md" className="hidden sm:inline-flex" />
            <BookYourStayLink size="sm" className="sm:hidden max-[359px]:hidden [&>svg]:hidden">
              Book Now
            </BookYourStayLink>
            <Button
              ref={toggleRef}
              variant="ghost"
              size="icon"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={toggleMenu}
              className="-mr-2 xl:hidden [&_svg]:size-6"
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
              <span className="sr-only">Menu</span>
            </Button>
          </div>
        </Container>
      </div>
      <MobileMenu open={menuOpen} top={menuTop} onDismiss={dismissMenu} onNavigate={() => onMenuOpenChange(false)} />
    </header>
  );
}
