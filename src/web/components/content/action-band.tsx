import type { ReactNode } from "react";
import { Ornament } from "../ui/ornament.tsx";
import { PageSection } from "./page-section.tsx";

interface ActionBandProps {
  id: string;
  title: string;
  children?: ReactNode;
  /** The buttons. */
  actions: ReactNode;
}

/** A page's closing invitation on deep wine: a heading, a line and the next steps as buttons. */
export function ActionBand({ id, title, children, actions }: ActionBandProps) {
  return (
    <PageSection labelledBy={id} tone="deep" containerClassName="flex flex-col items-center text-center">
      <Ornament tone="gold" />
      <h2 id={id} className="mt-6 max-w-2xl text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-4 max-w-xl text-lg leading-relaxed text-deep-muted">{children}</div>}
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row sm:flex-wrap">{actions}</div>
    </PageSection>
  );
}
