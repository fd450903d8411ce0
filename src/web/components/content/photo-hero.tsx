import type { ReactNode } from "react";
import { Photo } from "../media/photo.tsx";
import { Container } from "../ui/container.tsx";
import { Ornament } from "../ui/ornament.tsx";

interface PhotoHeroProps {
  /** The photo's path under content/photos, without extension. */
  photo: string;
  eyebrow: string;
  /** The page's one <h1>. */
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/**
 * A page opening over a full-width photo, darkened with the house wine so the light text keeps
 * its contrast whatever the picture. The photo is decorative: the heading says what the page is.
 */
export function PhotoHero({ photo, eyebrow, title, children, actions }: PhotoHeroProps) {
  return (
    <section className="scheme-deep relative isolate overflow-hidden">
      <Photo photo={photo} alt="" priority sizes="100vw" className="absolute inset-0 -z-20 h-full w-full" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,color-mix(in_srgb,var(--deep)_78%,transparent),color-mix(in_srgb,var(--deep)_92%,transparent))]" />
      <Container className="flex flex-col items-center py-20 text-center sm:py-28">
        <p className="text-xs font-semibold tracking-eyebrow text-gold uppercase sm:text-sm">{eyebrow}</p>
        <h1 className="mt-5 max-w-3xl text-4xl leading-tight font-semibold sm:text-6xl">{title}</h1>
        <Ornament tone="gold" className="mt-6" />
        <div className="mt-6 max-w-2xl space-y-4 text-lg leading-relaxed text-deep-muted">{children}</div>
        {actions && <div className="mt-9 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div>}
      </Container>
    </section>
  );
}
