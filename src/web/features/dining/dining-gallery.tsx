import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useEffect, useRef, useState } from "react";
import type { GalleryImage } from "../../../../content/dining.ts";
import { Photo } from "../../components/media/photo.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { useAutoScroll } from "./use-auto-scroll.ts";

const ITEM = "w-[17rem] shrink-0 snap-start sm:w-[22rem] lg:w-[26rem]";

export interface DiningGalleryProps {
  /** The photos, from content/dining.ts through the page: in the page's HTML, not in the island's code. */
  photos: readonly GalleryImage[];
  scroll: { pixelsPerStep: number; stepMs: number };
}

/** True for an <img> that has finished trying and has no picture: a broken image. */
function isBroken(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0 && image.currentSrc !== "";
}

/**
 * The dining photos as a moving strip: it scrolls 1 px every 16 ms and loops
 * seamlessly over a second, hidden copy of the photos. It holds still under the pointer or
 * keyboard focus, and the Pause button stops it for good (WCAG 2.2.2). With reduced motion, or
 * before JavaScript, it is a still strip the guest scrolls sideways. A photo that fails to load
 * is hidden in both copies.
 */
export function DiningGallery({ photos, scroll }: DiningGalleryProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const lapRef = useRef<HTMLUListElement>(null);
  // The pre-render assumes reduced motion: no copy, no button, nothing moves before hydration.
  const motionAllowed = useMediaQuery("(prefers-reduced-motion: no-preference)", false);
  const [paused, setPaused] = useState(false);
  const [brokenIds, setBrokenIds] = useState<ReadonlySet<string>>(new Set());

  useAutoScroll(scrollerRef, { ...scroll, enabled: motionAllowed && !paused, lap: lapRef });

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const hide = (image: EventTarget | null): void => {
      const id = image instanceof HTMLImageElement ? image.closest<HTMLElement>("[data-photo-id]")?.dataset.photoId : undefined;
      if (id) setBrokenIds((current) => new Set(current).add(id));
    };
    // Images that failed before hydration, then any that fail later ("error" does not bubble).
    for (const image of scroller.querySelectorAll("img")) if (isBroken(image)) hide(image);
    const onError = (event: Event): void => hide(event.target);
    scroller.addEventListener("error", onError, true);
    return () => scroller.removeEventListener("error", onError, true);
  }, []);

  const copies = motionAllowed ? [false, true] : [false];

  return (
    <section aria-labelledby="dining-gallery-heading" className="border-b border-border bg-muted py-12 sm:py-16">
      <div className="mx-auto flex max-w-7xl items-end justify-between gap-4 px-5 sm:px-8">
        <div>
          <p className="text-xs font-semibold tracking-eyebrow text-accent-foreground uppercase">A look inside</p>
          <h2 id="dining-gallery-heading" className="mt-2 text-2xl font-semibold sm:text-3xl">
            Breakfast room and bar
          </h2>
        </div>
        {motionAllowed && (
          <Button variant="outline" size="sm" aria-controls="dining-gallery-strip" onClick={() => setPaused(!paused)}>
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {paused ? "Play" : "Pause"}
            <span className="sr-only"> the moving photos</span>
          </Button>
        )}
      </div>
      <div
        ref={scrollerRef}
        id="dining-gallery-strip"
        role="region"
        aria-label="Photos of the breakfast room and bar"
        tabIndex={0}
        className={cn(
          "relative mt-8 overflow-x-auto overscroll-x-contain pb-4 [scrollbar-width:thin] focus-visible:outline-offset-[-3px]",
          !motionAllowed && "snap-x snap-proximity scroll-px-5 sm:scroll-px-8",
        )}
      >
        <div className="flex w-max px-5 sm:px-8">
          {copies.map((isCopy) => (
            <ul
              key={isCopy ? "copy" : "photos"}
              ref={isCopy ? undefined : lapRef}
              aria-hidden={isCopy || undefined}
              inert={isCopy || undefined}
              className="flex gap-4 pr-4 sm:gap-6 sm:pr-6"
            >
              {photos.map((photo) => (
                <li key={photo.id} data-photo-id={photo.id} hidden={brokenIds.has(photo.id)} className={ITEM}>
                  <Photo
                    photo={`dining/${photo.fileStem}`}
                    alt={photo.alt}
                    sizes="(min-width: 1024px) 26rem, (min-width: 640px) 22rem, 17rem"
                    aspectRatio={4 / 3}
                    className="w-full rounded-sm shadow-md"
                  />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
