import { describe, expect, it } from "vitest";
import type { StaffNotice } from "../../../../../src/shared/staff/staff-notices.ts";
import { createNoticeStore, unseenTotal } from "../../../../../src/web/features/admin/live-notices/notice-store.ts";

function notice(kind: StaffNotice["kind"], id: string): StaffNotice {
  return { key: `${kind}:${id}`, kind, id, at: "2026-11-24T10:00:00.000Z", title: `New ${kind}`, detail: "Someone", path: "/admin/inquiries" };
}

describe("the live notices of a staff screen", () => {
  it("lists each record once, newest first, however often a reconnect replays it", () => {
    const store = createNoticeStore();
    expect(store.add(notice("contact", "1"), "dashboard")).toBe(true);
    expect(store.add(notice("addon", "2"), "dashboard")).toBe(true);
    expect(store.add(notice("contact", "1"), "dashboard")).toBe(false);
    expect(store.getState().notices.map((entry) => entry.key)).toEqual(["addon:2", "contact:1"]);
  });

  it("counts new records on their tab until it is opened, but not on the tab already open", () => {
    const store = createNoticeStore();
    store.add(notice("contact", "1"), "dashboard");
    store.add(notice("event", "2"), "dashboard");
    store.add(notice("addon", "3"), "pet-accommodation");
    expect(store.getState().unseen).toEqual({ inquiries: 2 });
    expect(unseenTotal(store.getState())).toBe(2);
    store.seeSection("inquiries");
    expect(store.getState().unseen).toEqual({});
    expect(unseenTotal(store.getState())).toBe(0);
  });

  it("dismisses one notice or all, keeping the tab counts", () => {
    const store = createNoticeStore();
    store.add(notice("contact", "1"), "dashboard");
    store.add(notice("event", "2"), "dashboard");
    store.dismiss("contact:1");
    expect(store.getState().notices.map((entry) => entry.key)).toEqual(["event:2"]);
    store.dismissAll();
    expect(store.getState().notices).toEqual([]);
    expect(store.getState().unseen).toEqual({ inquiries: 2 });
  });

  it("tells its subscribers of each change", () => {
    const store = createNoticeStore();
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.add(notice("contact", "1"), undefined);
    store.seeSection("inquiries");
    stop();
    store.dismissAll();
    expect(calls).toBe(2);
  });
});
