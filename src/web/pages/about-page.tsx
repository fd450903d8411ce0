import { Link } from "react-router-dom";
import { aboutActions, aboutIntro, differentiators } from "../../../content/about.ts";
import { PageSection } from "../components/content/page-section.tsx";
import { BookYourStayLink } from "../components/layout/book-your-stay-link.tsx";
import { PageIntro } from "../components/content/page-intro.tsx";
import { buttonVariants } from "../components/ui/button.tsx";
import { AboutFacts } from "../features/about/about-facts.tsx";
import { AboutStory } from "../features/about/about-story.tsx";

export default function AboutPage() {
  return (
    <>
      <PageIntro
        eyebrow={aboutIntro.eyebrow}
        title={aboutIntro.title}
        actions={aboutActions.map((action) =>
          action.external ? (
            <BookYourStayLink key={action.id} size="lg">
              {action.label}
            </BookYourStayLink>
          ) : (
            <Link key={action.id} to={action.path} className={buttonVariants({ size: "lg", variant: "outline" })}>{action.label}</Link>
          ),
        )}
      >
        <p>{aboutIntro.lead}</p>
      </PageIntro>
      <AboutFacts />
      <AboutStory />
      <PageSection labelledBy="differentiators-heading" tone="muted" heading={{ eyebrow: "Why guests come back", title: "What makes us different" }}>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {differentiators.map((item) => (
            <li key={item.title} className="rounded-sm border border-border bg-surface p-6 shadow-xs">
              <h3 className="flex items-center gap-3 text-xl font-semibold">
                <span aria-hidden="true" className="size-2 shrink-0 rotate-45 bg-accent" />
                {item.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
