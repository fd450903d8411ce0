import { history } from "../../../../content/history.ts";
import { hotel } from "../../../../content/hotel.ts";
import { SectionHeading } from "../../components/content/section-heading.tsx";
import { Container } from "../../components/ui/container.tsx";

/** The house's story in five dates (1877 to Today): a brass rule with a mark per period. */
export function HistoryTimeline() {
  return (
    <section aria-labelledby="history-heading" className="bg-lattice border-y border-border bg-muted py-16 sm:py-24">
      <Container>
        <SectionHeading variant="home" id="history-heading" eyebrow="Our history" title={`Welcoming travellers since ${hotel.foundedYear}`}>
          <p>From railway hotel to family home: how a Victorian townhouse became the Carlisle hotel our guests return to.</p>
        </SectionHeading>
        <ol className="relative mt-14 grid gap-10 before:absolute before:top-2 before:bottom-2 before:left-3 before:w-px before:bg-accent/60 lg:grid-cols-5 lg:gap-8 lg:before:inset-x-0 lg:before:top-12 lg:before:bottom-auto lg:before:h-px lg:before:w-auto">
          {history.map((entry) => (
            <li key={entry.period} className="relative pl-12 lg:pl-0">
              <p className="font-serif text-2xl font-semibold text-brand lg:h-7">{entry.period}</p>
              <span
                aria-hidden="true"
                className="absolute top-1.5 left-0 flex size-6 items-center justify-center rounded-full border border-accent bg-background lg:static lg:mt-2"
              >
                <span className="size-2 rotate-45 bg-accent" />
              </span>
              <h3 className="mt-1 text-xl font-semibold lg:mt-5">{entry.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{entry.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
