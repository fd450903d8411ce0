import ExternalLinkIcon from "lucide-react/icons/external-link";
import Navigation from "lucide-react/icons/navigation";
import type { ReactNode } from "react";
import { directionsUrl, type Coordinates } from "../../../shared/site/directions.ts";
import { cn } from "../../lib/cn.ts";

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** Shown before the text; the external-link arrow when not given. */
  icon?: ReactNode;
  /** The link's colour: brand (default), or gold on a deep background. */
  tone?: "brand" | "gold";
  className?: string;
}

/** A link to another website, opened in a new tab without giving it a handle on this page. */
export function ExternalLink({ href, children, icon, tone = "brand", className }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("inline-flex min-h-6 items-center gap-1.5 font-medium underline-offset-4 hover:underline [&_svg]:size-4 [&_svg]:shrink-0", tone === "gold" ? "text-gold" : "text-brand", className)}
    >
      {icon ?? <ExternalLinkIcon aria-hidden="true" />}
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

interface DirectionsLinkProps {
  to: Coordinates;
  /** The place, for the accessible name: "Directions to Carlisle Castle". */
  place: string;
  tone?: ExternalLinkProps["tone"];
  className?: string;
}

/** "Directions" to a place by its coordinates, in the guest's maps app (src/shared/site/directions.ts). */
export function DirectionsLink({ to, place, tone, className }: DirectionsLinkProps) {
  return (
    <ExternalLink href={directionsUrl(to)} icon={<Navigation aria-hidden="true" />} tone={tone} className={className}>
      Directions<span className="sr-only"> to {place}</span>
    </ExternalLink>
  );
}
