import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { hotel } from "../../../../content/hotel.ts";
import cookieSettingsButton from "../../islands/cookie-settings-button.tsx";
import newsletterSignUp from "../../islands/newsletter-sign-up.tsx";
import { Island } from "../../lib/islands/island.tsx";
import { POLICY_LINKS, QUICK_LINKS, type SiteLink } from "../../lib/site-navigation.ts";
import { Container } from "../ui/container.tsx";
import { Ornament } from "../ui/ornament.tsx";
import { ContactDetails } from "./contact-details.tsx";

const FOOTER_LINK_CLASS = "inline-flex min-h-6 items-center text-deep-muted transition-colors hover:text-deep-foreground hover:underline";

function FooterLinks({ title, links, children }: { title: string; links: readonly SiteLink[]; children?: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-serif text-lg text-gold">{title}</h2>
      <ul className="mt-4 space-y-1.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={FOOTER_LINK_CLASS}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/** Quick links, policies, contact details, the newsletter sign-up and the reception promise. */
export function SiteFooter({ currentPath }: { currentPath: string }) {
  return (
    <footer id="site-footer" className="scheme-deep">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <p className="font-serif text-2xl font-semibold">{hotel.name}</p>
          <Ornament tone="gold-soft" width="sm" className="mt-3" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-deep-muted">
            {hotel.tagline}. Welcoming guests since {hotel.foundedYear}, and still family-run.
          </p>
          <p className="mt-4 text-sm text-deep-muted">
            Check-in from {hotel.checkIn} · Check-out by {hotel.checkOut}
          </p>
        </div>
        <FooterLinks title="Quick links" links={QUICK_LINKS} />
        <FooterLinks title="Policies" links={POLICY_LINKS}>
          <li>
            <Island of={cookieSettingsButton} props={{ className: `${FOOTER_LINK_CLASS} cursor-pointer` }} />
          </li>
        </FooterLinks>
        <div>
          <h2 className="font-serif text-lg text-gold">Contact</h2>
          <ContactDetails className="mt-4 text-deep-foreground [&_svg]:text-gold" />
        </div>
      </Container>
      <div className="border-t border-deep-border">
        <Container className="py-8">
          <Island of={newsletterSignUp} props={{ source: currentPath }} />
        </Container>
      </div>
      <div className="border-t border-deep-border">
        <Container className="flex flex-col gap-2 py-6 text-xs text-deep-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {hotel.name}, {hotel.address.locality}. Family-run since {hotel.foundedYear}.
          </p>
          <p>Best Rate Guarantee when you book direct.</p>
        </Container>
      </div>
    </footer>
  );
}
