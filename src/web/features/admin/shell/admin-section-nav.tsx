import { cva } from "class-variance-authority";
import { useEffect, useRef } from "react";
import { NavLink } from "react-router-dom";
import { adminSectionPath, type KnownAdminSection } from "../../../../shared/staff/admin-sections.ts";
import { Container } from "../../../components/ui/container.tsx";

const sectionLinkVariants = cva(
  // The outline is drawn inside: the scrolling list would clip one drawn outside.
  "inline-flex min-h-12 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:-outline-offset-2 sm:px-4",
  {
    variants: {
      current: {
        true: "border-brand text-brand",
        false: "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
      },
    },
  },
);

/**
 * The staff area's tabs as links, one address each (/admin/bookings): Back and
 * Forward move between them, and the current one is marked aria-current="page". On a phone the
 * row scrolls sideways, the current tab brought into view. A tab with new records (live notices)
 * shows how many: "Inquiries 2 new" to a screen reader.
 */
export function AdminSectionNav({ sections, unseen = {} }: { sections: readonly KnownAdminSection[]; unseen?: Readonly<Record<string, number>> }) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    listRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, []);

  return (
    <nav aria-label="Staff area" className="border-b border-border bg-surface">
      {/* Less side margin than the header's, so each tab's label lines up with the hotel's name. */}
      <Container gutter="tight">
        <ul ref={listRef} className="flex overflow-x-auto [scrollbar-width:thin]">
          {sections.map((section) => (
            <li key={section.id} className="shrink-0">
              <NavLink to={adminSectionPath(section.id)} className={({ isActive }) => sectionLinkVariants({ current: isActive })}>
                {section.label}
                {unseen[section.id] ? (
                  <span className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-brand px-1.5 text-xs font-bold text-primary-foreground">
                    {unseen[section.id]}
                    <span className="sr-only"> new</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
