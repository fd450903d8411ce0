import Maximize2 from "lucide-react/icons/maximize-2";
import { lazy, Suspense, useState } from "react";
import { IconButton } from "../../components/ui/icon-button.tsx";
import { cn } from "../../lib/cn.ts";
import { wrapIndex } from "./gallery-position.ts";
import { PhotoStepButtons } from "./photo-step-buttons.tsx";
import { RoomMediaView } from "./room-media-view.tsx";
import { RoomPhoto } from "./room-photo.tsx";
import { isVideo } from "./room-media.ts";
import { useSwipe } from "./use-swipe.ts";

// The full-screen view is code only a visitor who opens it needs: fetched on first intent.
const loadLightbox = () => import("./room-lightbox.tsx");
const RoomLightbox = lazy(async () => ({ default: (await loadLightbox()).RoomLightbox }));

interface RoomGalleryProps {
  title: string;
  media: readonly string[];
}

const MAIN_SIZES = "(min-width: 64rem) 52rem, 100vw";

/** A room's photos and films: the current one large, with previous/next, dots, thumbnails and a full-screen view. */
export function RoomGallery({ title, media }: RoomGalleryProps) {
  const [index, setIndex] = useState(0);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const total = media.length;
  const current = media[index];
  const label = (position: number): string => `${title}, photo ${position + 1} of ${total}`;
  const step = (by: 1 | -1): void => setIndex((position) => wrapIndex(position, by, total));
  const swipe = useSwipe(step);
  if (current === undefined) return null;

  return (
    <section aria-label={`${title} photos`} onPointerEnter={() => void loadLightbox()} onFocus={() => void loadLightbox()}>
      <div {...(total > 1 ? swipe : {})} className="relative aspect-[3/2] touch-pan-y overflow-hidden rounded-sm border border-border bg-muted shadow-sm">
        <RoomMediaView key={current} src={current} label={label(index)} fit="cover" sizes={MAIN_SIZES} priority={index === 0} />
        {!isVideo(current) && (
          <button type="button" onClick={() => setLightboxOpen(true)} className="absolute inset-0 cursor-zoom-in">
            <span className="sr-only">Open photo {index + 1} full screen</span>
          </button>
        )}
        <IconButton
          label="View full screen"
          icon={Maximize2}
          variant={null}
          onClick={() => setLightboxOpen(true)}
          className="absolute top-3 right-3 border border-white/60 bg-black/45 text-white hover:bg-black/60"
        />
        {total > 1 && (
          <>
            <PhotoStepButtons onStep={step} className="border-white/60 bg-black/45 hover:bg-black/60" previousClassName="left-3" nextClassName="right-3" />
            <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1 rounded-full bg-black/45 px-2 py-0.5">
              {media.map((item, position) => (
                <button
                  key={item}
                  type="button"
                  aria-current={position === index ? "true" : undefined}
                  onClick={() => setIndex(position)}
                  className="group flex size-6 items-center justify-center rounded-full"
                >
                  <span aria-hidden="true" className={cn("size-2 rounded-full border border-white", position === index ? "bg-white" : "group-hover:bg-white/50")} />
                  <span className="sr-only">Go to photo {position + 1}</span>
                </button>
              ))}
            </div>
          </>
        )}
      </div>

      {total > 1 && (
        <ul aria-label="Thumbnails" className="mt-3 grid grid-cols-4 gap-3 sm:grid-cols-5">
          {media.map((item, position) => (
            <li key={item}>
              <button
                type="button"
                aria-current={position === index ? "true" : undefined}
                onClick={() => setIndex(position)}
                className={cn(
                  "block w-full overflow-hidden rounded-sm border-2 transition-opacity",
                  position === index ? "border-brand" : "border-transparent opacity-75 hover:opacity-100",
                )}
              >
                {isVideo(item) ? (
                  <span className="flex aspect-[3/2] items-center justify-center bg-deep text-xs font-medium text-deep-foreground">Film</span>
                ) : (
                  <RoomPhoto src={item} alt="" sizes="8rem" className="w-full" />
                )}
                <span className="sr-only">Show photo {position + 1} of {total}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {lightboxOpen && (
        <Suspense fallback={null}>
          <RoomLightbox title={title} media={media} index={index} onStep={step} onClose={() => setLightboxOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
