import { RoomPhoto } from "./room-photo.tsx";
import { isVideo } from "./room-media.ts";

interface RoomMediaViewProps {
  src: string;
  /** Describes the photo; films carry it as their accessible name. */
  label: string;
  /** "cover" fills the gallery's frame; "contain" shows the whole picture (lightbox). */
  fit: "cover" | "contain";
  sizes: string;
  priority?: boolean;
}

/** One item of a room's gallery: a photo, or a film (.mp4, .mov) with its own controls. */
export function RoomMediaView({ src, label, fit, sizes, priority = false }: RoomMediaViewProps) {
  const fitClass = fit === "cover" ? "h-full w-full object-cover" : "max-h-full max-w-full object-contain";
  if (isVideo(src)) {
    return (
      <video
        src={src}
        aria-label={label}
        controls
        playsInline
        preload="metadata"
        className={fitClass}
        onError={() => console.warn(`Room film failed to load: ${src}`)}
      />
    );
  }
  return <RoomPhoto src={src} alt={label} sizes={sizes} priority={priority} className={fitClass} />;
}
