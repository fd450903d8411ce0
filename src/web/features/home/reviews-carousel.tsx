import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { REVIEW_CAROUSEL, reviews, reviewSummary } from "../../../../content/reviews.ts";
import { SectionHeading } from "../../components/content/section-heading.tsx";
import { StarRating } from "../../components/content/star-rating.tsx";
import { Container } from "../../components/ui/container.tsx";
import { IconButton } from "../../components/ui/icon-button.tsx";
import { cn } from "../../lib/cn.ts";
import { reviewMonth } from "./review-date.ts";
import { useCarouselRotation } from "./use-carousel-rotation.ts";

const SLIDES_ID = "review-slides";
const OFFSETS = Array.from({ length: REVIEW_CAROUSEL.visible }, (_, offset) => offset);

/**
 * Guest reviews, three at a time (one on a phone), moving on by one every five seconds and
 * wrapping round (WAI-ARIA APG auto-rotating carousel: play/pause first, previous/next, a picker
 * per review; announced politely only while it is not rotating by itself).
 */
export function ReviewsCarousel() {
  const carousel = useCarouselRotation(reviews.length, REVIEW_CAROUSEL.intervalMs);
  const shown = OFFSETS.map((offset) => {
    const position = (carousel.index + offset) % reviews.length;
    return { offset, position, review: reviews[position] };
  });

  return (
    <section aria-roledescription="carousel" aria-labelledby="reviews-heading" className="py-16 sm:py-24" {...carousel.pauseHandlers}>
      <Container>
        <SectionHeading variant="home" id="reviews-heading" eyebrow="Guest reviews" title="What our guests say">
          <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
            <span className="font-serif text-4xl leading-none font-semibold text-foreground">{reviewSummary.average}</span>
            <StarRating variant="stars" rating={reviewSummary.average} className="text-xl" />
            <span>average from {reviewSummary.count} reviews</span>
          </p>
        </SectionHeading>

        <div className="mt-10 flex items-center justify-center gap-2 md:justify-end">
          <IconButton
            label={carousel.rotationOn ? "Stop automatic slide show" : "Start automatic slide show"}
            icon={carousel.rotationOn ? Pause : Play}
            aria-controls={SLIDES_ID}
            onClick={carousel.toggleRotation}
          />
          <IconButton label="Previous review" icon={ChevronLeft} aria-controls={SLIDES_ID} onClick={carousel.previous} />
          <IconButton label="Next review" icon={ChevronRight} aria-controls={SLIDES_ID} onClick={carousel.next} />
        </div>

        <div id={SLIDES_ID} aria-live={carousel.rotating ? "off" : "polite"} className="mt-6 grid gap-6 md:grid-cols-3">
          {shown.map(({ offset, position, review }) =>
            review ? (
              <div
                key={review.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${reviews.length}`}
                className={cn(
                  "flex animate-fade-in flex-col rounded-sm border border-border bg-surface p-6 shadow-sm sm:p-8",
                  offset > 0 && "max-md:hidden",
                )}
              >
                <figure className="flex flex-1 flex-col">
                  <div className="flex items-start justify-between">
                    <StarRating variant="stars" rating={review.rating} className="text-base" />
                    <span aria-hidden="true" className="-mt-2 font-serif text-6xl leading-none text-accent/60">
                      &ldquo;
                    </span>
                  </div>
                  <blockquote className="mt-2 flex-1 leading-relaxed">
                    <p>{review.text}</p>
                  </blockquote>
                  <figcaption className="mt-6 border-t border-border pt-4">
                    <span className="block font-semibold">{review.name}</span>
                    <span className="block text-sm text-muted-foreground">{reviewMonth(review.date)}</span>
                  </figcaption>
                </figure>
              </div>
            ) : null,
          )}
        </div>

        <div className="mt-8 flex flex-wrap justify-center gap-1" role="group" aria-label="Choose a review">
          {reviews.map((review, position) => (
            <button
              key={review.id}
              type="button"
              aria-controls={SLIDES_ID}
              aria-current={position === carousel.index ? "true" : undefined}
              onClick={() => carousel.show(position)}
              className="group flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "block size-2.5 rounded-full border border-accent-foreground transition-colors",
                  position === carousel.index ? "bg-accent-foreground" : "group-hover:bg-accent/40",
                )}
              />
              <span className="sr-only">{`Show review ${position + 1} of ${reviews.length}`}</span>
            </button>
          ))}
        </div>
      </Container>
    </section>
  );
}
