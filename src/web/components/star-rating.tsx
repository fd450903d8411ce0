import { Star } from "lucide-react";
import { cn } from "../lib/cn.ts";

const STARS = [1, 2, 3, 4, 5] as const;

function StarRow({ className }: { className?: string }) {
  return (
    <span className={cn("flex gap-0.5", className)}>
      {STARS.map((star) => (
        <Star key={star} aria-hidden="true" className="size-[1em] shrink-0" />
      ))}
    </span>
  );
}

/** Five stars filled to a rating out of 5 (4.7 fills four and most of the fifth), with a spoken equivalent. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
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
