import type { ReactNode } from "react";
import type { StatementSection as Section } from "../../../../content/accessibility.ts";
import { CheckList } from "../../components/content/check-list.tsx";

/** One part of the accessibility statement: its heading, its paragraphs, its points, and anything the page adds. */
export function StatementSection({ section, children }: { section: Section; children?: ReactNode }) {
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="border-t border-border pt-10 first:border-t-0 first:pt-0">
      <h2 id={headingId} className="text-2xl font-semibold sm:text-3xl">
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed sm:text-lg">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {section.points && <CheckList items={section.points} className="mt-5" />}
      {children}
    </section>
  );
}
