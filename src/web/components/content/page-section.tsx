import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Container, type ContainerWidth } from "../ui/container.tsx";
import { SectionHeading } from "./section-heading.tsx";

const pageSectionVariants = cva("py-16 sm:py-24", {
  variants: {
    tone: {
      plain: "",
      muted: "bg-lattice border-y border-border bg-muted",
      deep: "scheme-deep bg-lattice",
    },
  },
  defaultVariants: { tone: "plain" },
});

interface PageSectionProps extends VariantProps<typeof pageSectionVariants> {
  /** The id of the section's heading. */
  labelledBy: string;
  /** The section's centred heading, when it is no more than an eyebrow and a title (it takes the id above). */
  heading?: { eyebrow: string; title: string };
  children: ReactNode;
  className?: string;
  containerClassName?: string;
  containerWidth?: ContainerWidth;
}

/** One band of an inner page, named by its heading: plain parchment, a muted lattice or deep wine. */
export function PageSection({ labelledBy, heading, tone, children, className, containerClassName, containerWidth }: PageSectionProps) {
  return (
    <section aria-labelledby={labelledBy} className={cn(pageSectionVariants({ tone }), className)}>
      <Container width={containerWidth} className={containerClassName}>
        {heading ? <SectionHeading id={labelledBy} eyebrow={heading.eyebrow} title={heading.title} /> : null}
        {children}
      </Container>
    </section>
  );
}
