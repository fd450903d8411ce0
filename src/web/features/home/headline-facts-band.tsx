import { headlineFacts, type HeadlineFactId } from "../../../../content/headline-facts.ts";
import { Container } from "../../components/ui/container.tsx";

const SHOWN: readonly HeadlineFactId[] = ["rooms", "from-price", "best-rate-guarantee", "open-since", "reception"];

/** Five of the hotel's headline facts, set as a brass-ruled band under the hero. */
export function HeadlineFactsBand() {
  const facts = headlineFacts.filter((fact) => SHOWN.includes(fact.id));
  return (
    <section aria-label="At a glance" className="border-b border-border bg-surface">
      <Container>
        <ul className="grid grid-cols-2 divide-border py-2 sm:grid-cols-3 lg:grid-cols-5 lg:divide-x">
          {facts.map((fact, index) => (
            <li key={fact.id} className={index === 0 ? "col-span-2 px-3 py-4 text-center sm:col-span-1 lg:px-5" : "px-3 py-4 text-center lg:px-5"}>
              <p className="font-serif text-lg leading-snug font-semibold text-brand first-letter:uppercase">{fact.label}</p>
              <p className="mt-1 text-sm text-muted-foreground">{fact.detail}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
