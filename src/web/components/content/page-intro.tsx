import type { ReactNode } from "react";
import { Container } from "../ui/container.tsx";
import { Ornament } from "../ui/ornament.tsx";

interface PageIntroProps {
  /** The small line above the heading. */
  eyebrow: string;
  /** The page's one <h1>. */
  title: string;
  /** A sentence or two introducing the page. */
  children?: ReactNode;
  /** Buttons or links under the introduction. */
  actions?: ReactNode;
  /** The heading's id, for what it names. */
  titleId?: string;
}

/** The heading band that opens every inner page. */
export function PageIntro({ eyebrow, title, children, actions, titleId }: PageIntroProps) {
  return (
    <section className="bg-lattice border-b border-border bg-muted">
      <Container className="flex flex-col items-center py-16 text-center sm:py-24">
        <p className="text-xs font-semibold uppercase tracking-eyebrow text-accent-foreground">{eyebrow}</p>
        <h1 id={titleId} className="mt-4 max-w-3xl text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">{title}</h1>
        <Ornament className="mt-6" />
        {children ? <div className="mt-6 max-w-2xl space-y-4 text-lg leading-relaxed text-muted-foreground">{children}</div> : null}
        {actions && <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div>}
      </Container>
    </section>
  );
}
