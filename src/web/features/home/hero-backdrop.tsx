import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useEffect, useRef, useState } from "react";
import { Photo } from "../../components/media/photo.tsx";
import { IconButton } from "../../components/ui/icon-button.tsx";
import { cn } from "../../lib/cn.ts";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "../../lib/use-media-query.ts";

/** The hero film, supplied by the media build beside the poster photo "home/hero". */
const HERO_VIDEO_SOURCE = "/media/hero.mp4";

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

/** The visitor asked their browser to save data (Chrome's Lite mode, Android's Data Saver). */
function wantsToSaveData(): boolean {
  return (navigator as NavigatorWithConnection).connection?.saveData === true;
}

/**
 * The hero's picture: the poster photo (the page's LCP, loaded with high priority) and, over it,
 * a muted looping film. The film is an enhancement: it is requested only after the poster photo
 * has loaded (so the poster stays the largest paint, and a page without its poster never
 * downloads a film), never under reduced motion or Save-Data, and it can be paused (WCAG 2.2.2).
 */
export function HeroBackdrop() {
  const posterRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playback, setPlayback] = useState<"none" | "playing" | "paused">("none");
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);

  useEffect(() => {
    const video = videoRef.current;
    const poster = posterRef.current?.querySelector("img");
    if (!__HERO_VIDEO__ || !video || !poster || reducedMotion || wantsToSaveData()) return;
    const start = (): void => {
      video.muted = true;
      if (!video.getAttribute("src")) video.src = HERO_VIDEO_SOURCE;
      // A missing or unplayable film leaves the poster in place.
      video.play().catch(() => undefined);
    };
    if (poster.complete && poster.naturalWidth > 0) start();
    else poster.addEventListener("load", start, { once: true });
    return () => {
      poster.removeEventListener("load", start);
      video.pause();
    };
  }, [reducedMotion]);

  function togglePlayback(): void {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  }

  return (
    <>
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div ref={posterRef} className="absolute inset-0">
          <Photo photo="home/hero" alt="" priority sizes="100vw" className="h-full w-full object-cover" />
        </div>
        <video
          ref={videoRef}
          muted
          loop
          playsInline
          preload="none"
          tabIndex={-1}
          disablePictureInPicture
          onPlaying={() => setPlayback("playing")}
          onPause={() => setPlayback("paused")}
          className={cn("absolute inset-0 h-full w-full object-cover transition-opacity duration-1000", playback === "none" ? "opacity-0" : "opacity-100")}
        />
        <div className="absolute inset-0 bg-linear-to-b from-deep/85 via-deep/70 to-deep/95" />
        <div className="bg-lattice absolute inset-0 opacity-60" />
      </div>
      {playback !== "none" && (
        <IconButton
          label={playback === "playing" ? "Pause background video" : "Play background video"}
          icon={playback === "playing" ? Pause : Play}
          variant={null}
          onClick={togglePlayback}
          className="absolute right-4 bottom-4 z-10 border border-deep-foreground/70 bg-deep/70 text-deep-foreground hover:bg-deep sm:right-8 sm:bottom-8"
        />
      )}
    </>
  );
}
