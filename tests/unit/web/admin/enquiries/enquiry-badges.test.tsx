import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { EventEnquiryRow } from "../../../../../src/shared/enquiries/enquiry-admin.ts";
import { EVENT_TYPES } from "../../../../../src/shared/enquiries/enquiry-constants.ts";
import { TopicBadge } from "../../../../../src/web/features/admin/enquiries/enquiry-badges.tsx";

const event: EventEnquiryRow = {
  kind: "event",
  id: "e1",
  name: "Sam Lee",
  email: "sam@example.com",
  phone: "07700 900123",
  event_type: "meeting",
  event_date: null,
  guests: 10,
  message: null,
  status: "new",
  created_at: "2026-11-20T10:00:00.000Z",
  waiting_since: "2026-11-20T10:00:00.000Z",
  same_date: { count: 0, enquiries: [] },
};

/** The badge's colour family (bg-teal-50 -> teal; the neutral badge has bg-muted). */
function toneOf(html: string): string | undefined {
  return /\bbg-([a-z]+)(?:-50)?\b/.exec(html)?.[1];
}

describe("the Inquiries tab's event type badge", () => {
  it("gives each of the four event types its own colour, a meeting included, with its word", () => {
    const tones = EVENT_TYPES.map((eventType) => toneOf(renderToStaticMarkup(<TopicBadge row={{ ...event, event_type: eventType }} />)));
    expect(tones).toEqual(["rose", "sky", "violet", "teal"]);
    expect(renderToStaticMarkup(<TopicBadge row={event} />)).toContain(">Meeting</span>");
  });

  it("gives any other event type the neutral style", () => {
    const other = { ...event, event_type: "funeral" } as unknown as EventEnquiryRow;
    expect(toneOf(renderToStaticMarkup(<TopicBadge row={other} />))).toBe("muted");
  });
});
