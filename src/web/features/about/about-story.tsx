import { aboutSections } from "../../../../content/about.ts";
import { hotel } from "../../../../content/hotel.ts";
import { DirectionsLink } from "../../components/content/external-link.tsx";
import { Photo } from "../../components/media/photo.tsx";
import { Container } from "../../components/ui/container.tsx";
import { cn } from "../../lib/cn.ts";
import { ABOUT_SECTION_PHOTOS } from "./about-photos.ts";

/** Story, heritage, philosophy and location: text and photo side by side, alternating sides. */
export function AboutStory() {
  return (
    <Container className="space-y-20 py-16 sm:space-y-28 sm:py-24">
      {aboutSections.map((section, index) => (
        <section key={section.id} aria-labelledby={`about-${section.id}-heading`} className="grid items-center gap-8 md:grid-cols-2 md:gap-14 lg:gap-20">
          <Photo
            photo={ABOUT_SECTION_PHOTOS[section.id]}
            alt=""
            aspectRatio={4 / 3}
            sizes="(min-width: 768px) 50vw, 100vw"
            className={cn("w-full rounded-sm shadow-md", index % 2 === 1 && "md:order-last")}
          />
          <div>
            <p className="font-serif text-5xl font-semibold text-accent" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </p>
            <h2 id={`about-${section.id}-heading`} className="mt-2 text-3xl font-semibold sm:text-4xl">
              {section.title}
            </h2>
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-muted-foreground">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {section.id === "location" && <DirectionsLink to={hotel.coordinates} place={hotel.name} className="mt-5" />}
          </div>
        </section>
      ))}
    </Container>
  );
}
