import { NavLink } from "react-router-dom";
import { cn } from "../../lib/cn.ts";
import { MAIN_NAVIGATION } from "../../lib/site-navigation.ts";
import { SlideOver } from "../ui/slide-over.tsx";
import { BookYourStayLink } from "./book-your-stay-link.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

export const MOBILE_MENU_ID = "mobile-menu";

interface MobileMenuProps {
  open: boolean;
  top: number;
  /** Escape or a click beside the panel. */
  onDismiss: () => void;
  /** A link inside was followed. */
  onNavigate: () => void;
}

/** The slide-out menu below the header bar on phones and tablets. */
export function MobileMenu({ open, top, onDismiss, onNavigate }: MobileMenuProps) {
  return (
    <SlideOver id={MOBILE_MENU_ID} label="Site menu" open={open} top={top} onDismiss={onDismiss}>
      <div className="flex min-h-full flex-col gap-8 px-6 pt-6 pb-10">
        <nav aria-label="Main">
          <ul className="divide-y divide-border">
            {MAIN_NAVIGATION.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-12 items-center justify-between font-serif text-xl transition-colors hover:text-brand",
                      isActive && "text-brand",
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      {link.label}
                      {isActive && <span aria-hidden="true" className="size-1.5 rotate-45 bg-accent" />}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <BookYourStayLink size="lg" className="w-full" />
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-eyebrow text-accent-foreground uppercase">Get in touch</h2>
          <ContactDetails className="mt-4" />
        </div>
        <div className="mt-auto">
          <h2 className="font-sans text-xs font-semibold tracking-eyebrow text-accent-foreground uppercase">Appearance</h2>
          <ThemeSwitch showLabels className="mt-3" />
        </div>
      </div>
    </SlideOver>
  );
}
