import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { EVENT_VENUE_TYPES } from "../../../../content/venues.ts";
import { DEFAULT_EVENT_GUESTS, EVENT_TYPES, VENUE_FORM_KINDS } from "../../../../src/shared/enquiries/enquiry-constants.ts";
import { EVENT_PAGE_BY_TYPE } from "../../../../src/shared/enquiries/event-enquiry-request.ts";
import ConferencesPage from "../../../../src/web/pages/conferences-page.tsx";
import EventsPage from "../../../../src/web/pages/events-page.tsx";
import PrivatePartiesPage from "../../../../src/web/pages/private-parties-page.tsx";
import WeddingsPage from "../../../../src/web/pages/weddings-page.tsx";

// The API takes four event types (wedding, conference, party, meeting); the public venue pages keep one form each for their three kinds.

const VENUE_PAGES = [
  ["/events", EventsPage],
  ["/events/weddings", WeddingsPage],
  ["/events/conferences", ConferencesPage],
  ["/events/private-parties", PrivatePartiesPage],
] as const;

function rendered(path: string, Page: ComponentType): string {
  return renderToStaticMarkup(
    <StaticRouter location={path}>
      <Page />
    </StaticRouter>,
  );
}

describe("the venue pages' event forms: three kinds, while the API takes four event types", () => {
  it("splits the API's event types (four) from the venue forms' kinds (three, one per venue)", () => {
    expect(EVENT_TYPES).toEqual(["wedding", "conference", "party", "meeting"]);
    expect(VENUE_FORM_KINDS).toEqual(["wedding", "conference", "party"]);
    expect(VENUE_FORM_KINDS).toEqual(EVENT_VENUE_TYPES);
    expect(Object.keys(DEFAULT_EVENT_GUESTS).sort()).toEqual([...VENUE_FORM_KINDS].sort());
  });

  it("files a meeting with conferences (the page an enquiry comes from when it names none)", () => {
    expect(EVENT_PAGE_BY_TYPE.meeting).toBe(EVENT_PAGE_BY_TYPE.conference);
    expect(EVENT_PAGE_BY_TYPE.meeting).toBe("/events/conferences");
  });

  it("renders one form per venue page, for its own kind only, and none of them offers a meeting of its own", () => {
    const forms = VENUE_PAGES.map(([path, Page]) => {
      const html = rendered(path, Page);
      // No page lets the guest pick an event type: each form sends its page's kind (a hidden
      // field, for the form sent without JavaScript, ADR 088).
      const eventTypeFields = [...html.matchAll(/<(?:input|select)\b[^>]*name="eventType"[^>]*>/g)].map((match) => match[0]);
      expect(eventTypeFields.every((field) => field.includes('type="hidden"')), path).toBe(true);
      expect(html, path).not.toMatch(/value="meeting"/);
      return [path, [...html.matchAll(/data-form="([^"]+)"/g)].map((match) => match[1])] as const;
    });
    expect(forms).toEqual([
      ["/events", []],
      ["/events/weddings", ["wedding"]],
      ["/events/conferences", ["conference"]],
      ["/events/private-parties", ["party"]],
    ]);
    // The conferences form says it is also the place to ask about a meeting.
    expect(rendered("/events/conferences", ConferencesPage)).toContain('aria-label="conference or meeting enquiry"');
  });
});
