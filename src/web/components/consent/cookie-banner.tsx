import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { COOKIE_BANNER_ATTRIBUTE, COOKIE_CHOICE_ATTRIBUTE } from "../../../shared/page-scripts/cookie-banner-script.ts";
import { Container } from "../ui/container.tsx";
import type { CookieChoice } from "./cookie-choice.ts";
import { ConsentButton } from "./consent-button.tsx";
import { clearCookieAnnouncement } from "./cookie-announcement.ts";
import { consent, saveCookieChoice } from "./consent-store.ts";
import { closeCookieSettings, cookieSettingsRequest } from "./cookie-settings-request.ts";

const CookieCategories = lazy(() => import("./cookie-categories.tsx"));

const COOKIE_CATEGORIES_ID = "cookie-categories";

// The pre-rendered HTML cannot know the visitor's choice: it carries the banner hidden, and an
// inline script in <head> shows it before the first paint when no choice is stored (no flash for
// returning guests, no late pop-in for new ones); after hydration React's `hidden` decides.
const unknownBeforeHydration = (): undefined => undefined;

function PolicyLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-medium text-brand underline underline-offset-2 hover:decoration-2">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The cookie consent banner: not a modal, with Essential Only, Customize and
 * Accept All Cookies of equal weight. It is the first thing on the page, above the header and in
 * the page's flow, so it covers nothing a guest may want to read, tap or reach with the keyboard
 * (ADR 052); it comes first in the keyboard order too, and is announced politely when it appears.
 */
export function CookieBanner() {
  const stored = useSyncExternalStore(consent.subscribe, consent.get, unknownBeforeHydration);
  const opener = useSyncExternalStore(cookieSettingsRequest.subscribe, cookieSettingsRequest.get, unknownBeforeHydration);
  const [customizing, setCustomizing] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const reopened = opener !== undefined;
  const open = stored === null || reopened;

  // The announcement of a first visit (cookie-announcement.ts) ends with the choice.
  useEffect(() => {
    if (!open) clearCookieAnnouncement();
  }, [open]);
  // Once the stored choice is known here, hand the banner's visibility over from the head script.
  useLayoutEffect(() => {
    if (stored !== undefined) document.documentElement.removeAttribute(COOKIE_BANNER_ATTRIBUTE);
  }, [stored]);
  // Focus moves in the same commit that shows the reopened banner, before it is painted: there is
  // no frame in which it is on screen while Escape or Tab would still act on the footer.
  useLayoutEffect(() => {
    if (reopened) titleRef.current?.focus();
  }, [reopened]);

  function close(): void {
    const focusWasInside = sectionRef.current?.contains(document.activeElement) ?? false;
    closeCookieSettings();
    setCustomizing(false);
    if (!focusWasInside) return;
    // Back to the footer's "Cookie settings" that reopened it (scrolled to: the banner is at the
    // top of the page), or, on a first visit, to the page below it, which is already in view.
    if (opener) opener.focus();
    else document.getElementById("main-content")?.focus({ preventScroll: true });
  }

  function choose(choice: CookieChoice): void {
    saveCookieChoice(choice);
    close();
  }

  function onKeyDown(event: KeyboardEvent): void {
    // A returning visitor may step back out; a first-time visitor has a choice to make.
    if (event.key === "Escape" && reopened && stored) close();
  }

  return (
    <>
      <section
        ref={sectionRef}
        id="cookie-consent"
        aria-labelledby="cookie-consent-title"
        hidden={!open}
        onKeyDown={onKeyDown}
        className="border-b-2 border-accent bg-surface"
      >
        <Container className="py-3.5 sm:py-4">
          <div className="lg:flex lg:items-center lg:gap-8">
            <div className="flex-1">
              <h2 id="cookie-consent-title" ref={titleRef} tabIndex={-1} className="font-serif text-base font-semibold sm:text-lg">
                Your cookie choices
              </h2>
              <p className="mt-1 text-sm leading-snug text-muted-foreground">
                We use essential cookies to run this site. Analytics and marketing cookies are set only if you allow
                them. Read our <PolicyLink href="/cookie-policy">Cookie Policy</PolicyLink> and{" "}
                <PolicyLink href="/privacy-policy">Privacy Policy</PolicyLink>.
              </p>
            </div>
            <div className="mt-3 grid grid-cols-3 gap-2 lg:mt-0 lg:w-lg lg:shrink-0">
              <ConsentButton {...{ [COOKIE_CHOICE_ATTRIBUTE]: "essential" }} onClick={() => choose("essential")}>
                Essential Only
              </ConsentButton>
              <ConsentButton aria-expanded={customizing} aria-controls={COOKIE_CATEGORIES_ID} onClick={() => setCustomizing(!customizing)}>
                Customize
              </ConsentButton>
              <ConsentButton {...{ [COOKIE_CHOICE_ATTRIBUTE]: "all" }} onClick={() => choose("all")}>
                Accept All Cookies
              </ConsentButton>
            </div>
          </div>
          {customizing && (
            <Suspense fallback={null}>
              <CookieCategories id={COOKIE_CATEGORIES_ID} initial={stored ?? null} onSave={choose} />
            </Suspense>
          )}
        </Container>
      </section>
    </>
  );
}
