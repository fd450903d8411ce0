import Star from "lucide-react/icons/star";
import { cn } from "../../lib/cn.ts";

const RATING_FORMAT = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingProps {
  /** Out of 5. */
  rating: number;
  /**
   * "score": one gold star and the figure ("4.2/5"), for a line of facts about a place.
   * "stars": five stars filled to the rating (4.7 fills four and most of the fifth), for reviews.
   */
  variant?: "score" | "stars";
  className?: string;
}

/** A rating out of five, read out as "Rated 4.2 out of 5" whichever way it is drawn. */
export function StarRating({ rating, variant = "score", className }: StarRatingProps) {
  return variant === "stars" ? <FilledStars rating={rating} className={className} /> : <StarScore rating={rating} className={className} />;
}

function StarScore({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm font-semibold", className)}>
      <Star aria-hidden="true" className="size-4 fill-accent text-accent" />
      <span className="sr-only">Rated </span>
      {RATING_FORMAT.format(rating)}
      <span className="font-normal text-muted-foreground">
        <span aria-hidden="true">/5</span>
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  );
}

function FilledStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn("relative inline-flex text-gold", className)}>
      <span className="sr-only">{`Rated ${rating} out of 5`}</span>
      <StarRow className="text-accent/50" />
      <span aria-hidden="true" className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${(rating / 5) * 100}%` }}>
        <StarRow className="[&_svg]:fill-current" />
      </span>
    </span>
  );
}

function StarRow({ className }: { className?: string }) {
  return (
    <span className={cn("flex gap-0.5", className)}>
      {STARS.map((star) => (
        <Star key={star} aria-hidden="true" className="size-[1em] shrink-0" />
      ))}
    </span>
  );
}
