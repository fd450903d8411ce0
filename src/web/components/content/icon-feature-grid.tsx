import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

interface IconFeature {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
}

interface IconFeatureGridProps {
  features: readonly IconFeature[];
  /** Columns on a wide screen. */
  columns?: 3 | 4;
  className?: string;
}

/** Short reasons or services, each under a brass-ringed icon, in two to four columns. */
export function IconFeatureGrid({ features, columns = 4, className }: IconFeatureGridProps) {
  return (
    <ul className={cn("grid gap-x-8 gap-y-10 sm:grid-cols-2", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3", className)}>
      {features.map(({ icon: Icon, title, description }) => (
        <li key={title} className="flex flex-col items-center text-center">
          <span className="flex size-14 items-center justify-center rounded-full border border-accent/50 bg-surface text-brand shadow-sm">
            <Icon aria-hidden="true" className="size-6" strokeWidth={1.5} />
          </span>
          <h3 className="mt-4 text-xl font-semibold">{title}</h3>
          <p className="mt-2 leading-relaxed text-muted-foreground">{description}</p>
        </li>
      ))}
    </ul>
  );
}
