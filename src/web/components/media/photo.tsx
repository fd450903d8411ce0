import { cn } from "../../lib/cn.ts";
import { PHOTO_SOURCE_WIDTH, photoSrcSet, photoUrl } from "../../../shared/media/photo-sources.ts";

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
 * A photo of the hotel in AVIF or WebP at the width the layout needs (the media build makes them
 * from content/photos, or from generated artwork until the hotel's own photos are there). The box
 * keeps its shape while loading, so nothing shifts; below the fold the browser loads it lazily.
 */
export function Photo({ photo, alt, sizes = "100vw", priority = false, aspectRatio = 3 / 2, className }: PhotoProps) {
  return (
    <picture className={cn("block overflow-hidden bg-gradient-to-br from-muted to-accent/30", className)} style={{ aspectRatio }}>
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, "webp")} sizes={sizes} />
      <img
        src={photoUrl(photo, 960, "webp")}
        alt={alt}
        width={PHOTO_SOURCE_WIDTH}
        height={Math.round(PHOTO_SOURCE_WIDTH / aspectRatio)}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "auto" : "async"}
        className="h-full w-full object-cover"
      />
    </picture>
  );
}
