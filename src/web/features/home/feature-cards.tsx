import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router-dom";
import { EVENT_CAPACITY } from "../../../../content/venues.ts";
import { Photo } from "../../components/media/photo.tsx";
import { SectionHeading } from "../../components/content/section-heading.tsx";
import { Container } from "../../components/ui/container.tsx";

interface FeatureCard {
  title: string;
  text: string;
  /** Photo stem under content/photos. */
  photo: string;
  alt: string;
  to: string;
  linkLabel: string;
}

const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    title: "Victorian rooms",
    text: "Singles, doubles, twins and family rooms under tall ceilings, each with free Wi-Fi and a tea tray.",
    photo: "home/home-bedroom",
    alt: "A double bedroom with a tall sash window and a made-up bed",
    to: "/rooms",
    linkLabel: "Our rooms",
  },
  {
    title: "Breakfast and the bar",
    text: "A full Cumbrian breakfast every morning, and local ales in the resident bar from 5:00 PM.",
    photo: "home/home-breakfast",
    alt: "A breakfast table laid by the bay window",
    to: "/dining",
    linkLabel: "Dining & Bar",
  },
  {
    title: "Weddings and events",
    text: `Weddings, conferences and parties for ${EVENT_CAPACITY.min} to ${EVENT_CAPACITY.max} guests, with rooms upstairs.`,
    photo: "home/home-function-room",
    alt: "The function room set with round tables for a celebration",
    to: "/events",
    linkLabel: "Events",
  },
  {
    title: "Dogs and cats welcome",
    text: "Every room is pet friendly, with water bowls, treats and a towel for muddy paws.",
    photo: "home/home-dog-welcome",
    alt: "A spaniel resting on a rug by the hotel's fireplace",
    to: "/pet-friendly",
    linkLabel: "Pet-friendly stays",
  },
];

/** What the house offers, one photo card each, leading to its page. */
export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="py-16 sm:py-24">
      <Container>
        <SectionHeading variant="home" id="features-heading" eyebrow="Stay, eat, celebrate" title="A proper Victorian hotel, run by a family">
          <p>Everything you need for a night on the way north or a week exploring Carlisle, the Wall and the Lakes.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURE_CARDS.map((card) => (
            <li key={card.to} className="group relative flex flex-col overflow-hidden rounded-sm border border-border bg-surface shadow-sm transition-shadow hover:shadow-md">
              <Photo photo={card.photo} alt={card.alt} sizes="(min-width: 80rem) 18rem, (min-width: 40rem) 50vw, 100vw" aspectRatio={4 / 3} />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-semibold">{card.title}</h3>
                <p className="mt-2 flex-1 text-muted-foreground">{card.text}</p>
                <Link
                  to={card.to}
                  className="mt-5 inline-flex min-h-6 items-center gap-2 font-medium text-brand underline-offset-4 group-hover:underline after:absolute after:inset-0"
                >
                  {card.linkLabel}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
