import ImageOff from "lucide-react/icons/image-off";
import { useEffect, useRef, useState } from "react";
import { Photo, type PhotoProps } from "../../components/media/photo.tsx";
import { cn } from "../../lib/cn.ts";
import { imageFailed } from "../../lib/image-failed.ts";
import { photoIdOf } from "../../../shared/media/photo-sources.ts";

type RoomPhotoProps = Omit<PhotoProps, "photo"> & {
  /** The image as content/rooms.ts lists it, e.g. "/images/rooms/room-12.jpg". */
  src: string;
};

/** A room photo that turns into a quiet placeholder if the image fails to load. */
export function RoomPhoto({ src, alt, aspectRatio = 3 / 2, className, ...photoProps }: RoomPhotoProps) {
  const [broken, setBroken] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened for it.
    if (imageFailed(wrapperRef.current?.querySelector("img"))) setBroken(true);
  }, []);

  if (broken) {
    return (
      <div
        role="img"
        aria-label={alt || "Photo unavailable"}
        data-photo-placeholder=""
        className={cn("flex items-center justify-center bg-muted text-muted-foreground", className)}
        style={{ aspectRatio }}
      >
        <ImageOff aria-hidden="true" className="size-8 opacity-60" strokeWidth={1.25} />
      </div>
    );
  }
  return (
    <div ref={wrapperRef} className="contents" onError={() => setBroken(true)}>
      <Photo photo={photoIdOf(src)} alt={alt} aspectRatio={aspectRatio} className={className} {...photoProps} />
    </div>
  );
}
