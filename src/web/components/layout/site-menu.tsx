import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { Button } from "../ui/button.tsx";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu.tsx";

/** Where the full navigation bar takes over from the menu button (Tailwind's xl). */
const DESKTOP_QUERY = "(min-width: 80rem)";
/** The header's main bar, below which the menu opens. */
export const HEADER_BAR_ID = "site-header-bar";
/** What the open menu makes inert: the rest of the page. */
const BEHIND_THE_MENU = ["main-content", "site-footer", "cookie-consent"];

/**
 * The menu button of phones and tablets with the menu it opens: an island (ADR 044) that wakes
 * when first touched. While the menu is open the page behind it is inert (not focusable, not
 * clickable); the header, a plain pre-rendered part, is not hydrated, so this sets that itself.
 */
export function SiteMenu({ currentPath }: { currentPath: string }) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState(0);

  function toggle(): void {
    if (!open) setTop(document.getElementById(HEADER_BAR_ID)?.getBoundingClientRect().bottom ?? 0);
    setOpen(!open);
  }

  function dismiss(): void {
    setOpen(false);
    toggleRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    const behind = BEHIND_THE_MENU.flatMap((id) => document.getElementById(id) ?? []);
    for (const element of behind) element.inert = true;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = (): void => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener("change", closeOnDesktop);
    return () => {
      for (const element of behind) element.inert = false;
      desktop.removeEventListener("change", closeOnDesktop);
    };
  }, [open]);

  return (
    <>
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        iconSize="lg"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        onClick={toggle}
        className="-mr-2 xl:hidden"
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        <span className="sr-only">Menu</span>
      </Button>
      <MobileMenu open={open} top={top} onDismiss={dismiss} currentPath={currentPath} />
    </>
  );
}
