import { NavLink } from "react-router-dom";
import { cn } from "../../lib/cn.ts";
import { MAIN_NAVIGATION } from "../../lib/site-navigation.ts";

/** The desktop navigation bar; the current page is underlined in brass (and aria-current). */
export function MainNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-x-5 2xl:gap-x-7">
        {MAIN_NAVIGATION.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === "/"}
              className={({ isActive }) =>
                cn(
                  "relative inline-flex min-h-11 items-center text-[0.9rem] font-medium transition-colors hover:text-brand",
                  "after:absolute after:inset-x-0 after:bottom-2 after:h-0.5 after:origin-left after:bg-accent after:transition-transform hover:after:scale-x-100",
                  isActive ? "text-brand after:scale-x-100" : "text-foreground/85 after:scale-x-0",
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
