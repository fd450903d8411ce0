import type { TravelGuide as Guide } from "../../../../content/explore.ts";
import { SurfaceCard } from "../../components/content/surface-card.tsx";

/** One of the static travel guides: a title, a summary and a few short sections. */
export function TravelGuide({ guide }: { guide: Guide }) {
  const headingId = `guide-${guide.id}-heading`;
  return (
    <SurfaceCard aria-labelledby={headingId} className="p-6 sm:p-8">
      <h3 id={headingId} className="text-2xl font-semibold">
        {guide.title}
      </h3>
      <p className="mt-2 font-serif text-lg text-accent-foreground italic">{guide.summary}</p>
      <div className="mt-5 space-y-5 border-t border-border pt-5">
        {guide.sections.map((section) => (
          <section key={section.heading} aria-label={section.heading}>
            <h4 className="font-semibold">{section.heading}</h4>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-1.5 leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </SurfaceCard>
  );
}
