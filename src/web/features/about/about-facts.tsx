import { aboutFacts } from "../../../../content/about.ts";
import { Container } from "../../components/ui/container.tsx";

/** The four facts: 27 rooms plus 1 non-ensuite, since 1877, near the M6, family-run. */
export function AboutFacts() {
  return (
    <section aria-labelledby="about-facts-heading" className="scheme-deep bg-lattice">
      <Container className="py-14 sm:py-16">
        <h2 id="about-facts-heading" className="sr-only">
          The hotel in four facts
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 text-center lg:grid-cols-4">
          {aboutFacts.map((fact) => (
            <div key={fact.id} className="flex flex-col-reverse">
              <dt className="mt-2 text-sm text-deep-muted">{fact.label}</dt>
              <dd className="font-serif text-4xl font-semibold text-gold sm:text-5xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
