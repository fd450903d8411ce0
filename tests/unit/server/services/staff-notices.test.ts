import { describe, expect, it } from "vitest";
import { cursorFromEventId, NOTICE_OVERLAP_MS, NoticeCursor } from "../../../../src/server/services/staff-notices/notice-cursor.ts";
import { sseMessage } from "../../../../src/server/services/staff-notices/sse-message.ts";
import type { StaffNotice } from "../../../../src/shared/staff/staff-notices.ts";

const NOW = new Date("2026-11-24T10:00:00.000Z");

function notice(key: string, at: string): StaffNotice {
  return { key, kind: "contact", id: key, at, title: "New contact enquiry", detail: "Ann", path: "/admin/inquiries" };
}

describe("a notice stream's cursor", () => {
  it("looks a minute back from where it is, and sends each notice once with its time as the event id", () => {
    const cursor = new NoticeCursor(new Date("2026-11-24T09:59:00.000Z"));
    expect(cursor.lookFrom().getTime()).toBe(Date.parse("2026-11-24T09:59:00.000Z") - NOTICE_OVERLAP_MS);
    const first = cursor.take([notice("a", "2026-11-24T09:59:30.000Z")], NOW);
    expect(first.map(({ notice: sent, eventId }) => [sent.key, eventId])).toEqual([["a", String(Date.parse("2026-11-24T09:59:30.000Z"))]]);
    // The next look overlaps: "a" again, and "b" committed late with an earlier time.
    const second = cursor.take([notice("b", "2026-11-24T09:59:10.000Z"), notice("a", "2026-11-24T09:59:30.000Z")], NOW);
    expect(second.map(({ notice: sent }) => sent.key)).toEqual(["b"]);
    expect(cursor.eventId()).toBe(String(Date.parse("2026-11-24T09:59:30.000Z")));
  });

  it("skips what a fresh screen already shows", () => {
    const cursor = new NoticeCursor(NOW);
    cursor.skip([notice("a", "2026-11-24T09:59:50.000Z")]);
    expect(cursor.take([notice("a", "2026-11-24T09:59:50.000Z")], NOW)).toEqual([]);
  });

  it("never moves past the server's clock, whatever time a record claims", () => {
    const cursor = new NoticeCursor(NOW);
    cursor.take([notice("future", "2026-11-24T11:00:00.000Z")], NOW);
    expect(cursor.eventId()).toBe(String(NOW.getTime()));
  });

  it("reads back only the ids it sends, and none from the future", () => {
    expect(cursorFromEventId(String(NOW.getTime() - 5000), NOW)).toEqual(new Date(NOW.getTime() - 5000));
    expect(cursorFromEventId(String(NOW.getTime() + 1), NOW)).toBeNull();
    expect(cursorFromEventId("abc", NOW)).toBeNull();
    expect(cursorFromEventId(undefined, NOW)).toBeNull();
  });
});

describe("server-sent event text", () => {
  it("writes the event, its id and its data, ending with a blank line", () => {
    expect(sseMessage({ event: "notice", id: "12", data: { a: 1 } })).toBe('event: notice\nid: 12\ndata: {"a":1}\n\n');
    expect(sseMessage({ event: "ready", data: {} })).toBe("event: ready\ndata: {}\n\n");
  });
});
