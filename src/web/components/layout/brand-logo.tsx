import { hotel } from "../../../../content/hotel.ts";
import { cn } from "../../lib/cn.ts";

/** The hotel's monogram and name, linking home. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <a href="/" className={cn("group flex min-h-11 min-w-0 items-center gap-2.5 sm:gap-3", className)}>
      {/* The monogram keeps its size when the text is enlarged (pixels, not rem), leaving the name room. */}
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-[36px] shrink-0 sm:size-[44px]">
        <circle cx="24" cy="24" r="23" className="fill-primary" />
        <circle cx="24" cy="24" r="19.5" fill="none" strokeWidth="1" className="stroke-gold" />
        <text
          x="24"
          y="32"
          textAnchor="middle"
          className="fill-gold font-serif text-[22px] font-semibold italic"
        >
          C
        </text>
      </svg>
      <span className="flex flex-col leading-none">
        <span className="font-serif text-lg font-semibold tracking-tight sm:text-2xl">
          {hotel.shortName}
          <span className="sr-only"> Hotel, home page</span>
        </span>
        <span aria-hidden="true" className="mt-1 text-[0.6rem] font-semibold tracking-[0.14em] text-accent-foreground uppercase sm:text-[0.65rem] sm:tracking-eyebrow">
          Carlisle · Est. {hotel.foundedYear}
        </span>
      </span>
    </a>
  );
}
