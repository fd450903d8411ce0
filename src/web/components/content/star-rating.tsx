import { Star } from "lucide-react";
import { cn } from "../../lib/cn.ts";

const RATING_FORMAT = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A rating out of five: one gold star and the figure, read out as "Rated 4.2 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
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
