import type { EventVenue } from "../../../../content/venues.ts";
import { Photo } from "../../components/media/photo.tsx";
import { Container } from "../../components/ui/container.tsx";
import { cn } from "../../lib/cn.ts";
import { photoIdOf } from "../../../shared/media/photo-sources.ts";

/** A venue's photos under its introduction: the first large, up to two more beside it. */
export function VenuePhotos({ venue }: { venue: EventVenue }) {
  const [first, ...others] = venue.images;
  if (!first) return null;
  const side = others.slice(0, 2);
  return (
    <Container className="-mt-8 sm:-mt-12">
      <div className={cn("grid gap-3 sm:gap-4", side.length > 0 && "md:grid-cols-[2fr_1fr]")}>
        <Photo photo={photoIdOf(first)} alt="" priority aspectRatio={16 / 9} sizes="(min-width: 768px) 66vw, 100vw" className="w-full rounded-sm shadow-md" />
        {side.length > 0 && (
          <div className="hidden gap-3 sm:gap-4 md:grid">
            {side.map((image) => (
              <Photo key={image} photo={photoIdOf(image)} alt="" aspectRatio={side.length === 1 ? 8 / 9 : 16 / 9} sizes="33vw" className="h-full w-full rounded-sm shadow-md" />
            ))}
          </div>
        )}
      </div>
    </Container>
  );
}
