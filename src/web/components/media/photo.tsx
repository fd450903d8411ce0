import { cn } from "../../lib/cn.ts";

export interface PhotoProps {
  /** The photo's path under content/photos without extension, e.g. "dining/dining-01-breakfast-room". */
  photo: string;
  /** What the photo shows; "" for a purely decorative one. */
  alt: string;
  /** The CSS width the photo takes at each breakpoint, as in <img sizes>. */
  sizes?: string;
  /** The page's largest above-the-fold image (LCP): loaded eagerly with high priority. */
  priority?: boolean;
  /** Width / height of the box the photo fills (object-fit: cover). */
  aspectRatio?: number;
  className?: string;
}

/**
 * A photo of the hotel. The media build (issue 3, item 5) turns content/photos into responsive
 * AVIF/WebP files; until a photo exists this draws a quiet placeholder of the same size, so pages
 * can be laid out now and never shift later.
 */
export function Photo({ alt, aspectRatio = 3 / 2, className }: PhotoProps) {
  return (
    <div
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cn("bg-gradient-to-br from-muted to-accent/30", className)}
      style={{ aspectRatio }}
    />
  );
}
