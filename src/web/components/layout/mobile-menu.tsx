import { cn } from "../../lib/cn.ts";
import { isCurrentLink, MAIN_NAVIGATION } from "../../lib/site-navigation.ts";
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
  /** The page's path, to mark its link. */
  currentPath: string;
}

/** The slide-out menu below the header bar on phones and tablets. */
export function MobileMenu({ open, top, onDismiss, currentPath }: MobileMenuProps) {
  return (
    <SlideOver id={MOBILE_MENU_ID} label="Site menu" open={open} top={top} onDismiss={onDismiss}>
      <div className="flex min-h-full flex-col gap-8 px-6 pt-6 pb-10">
        <nav aria-label="Main">
          <ul className="divide-y divide-border">
            {MAIN_NAVIGATION.map((link) => {
              const current = isCurrentLink(link.to, currentPath);
              return (
                <li key={link.to}>
                  <a
                    href={link.to}
                    aria-current={current ? "page" : undefined}
                    className={cn("flex min-h-12 items-center justify-between font-serif text-xl transition-colors hover:text-brand", current && "text-brand")}
                  >
                    {link.label}
                    {current && <span aria-hidden="true" className="size-1.5 rotate-45 bg-accent" />}
                  </a>
                </li>
              );
            })}
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
