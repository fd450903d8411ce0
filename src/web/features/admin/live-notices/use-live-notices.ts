import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { StaffNotice } from "../../../../shared/staff/staff-notices.ts";
import { createNoticeStore, unseenTotal, type NoticeState } from "./notice-store.ts";
import { useStaffEventStream } from "./use-staff-event-stream.ts";

/** Lets the desktop app turn a notice into a system notification and a badge. */
export type NoticeForwarder = (notice: StaffNotice, unseen: number) => void;
let forwarder: NoticeForwarder | null = null;
export function setNoticeForwarder(next: NoticeForwarder | null): void {
  forwarder = next;
}

/**
 * The live notices of the staff area: listens while `enabled`, counts new records per tab until
 * the tab is opened (`currentSection`), and lists them for the NoticeList. One stream for the
 * whole visit: changing tabs does not reconnect it.
 */
export function useLiveNotices(currentSection: string | undefined, enabled: boolean) {
  const [store] = useState(createNoticeStore);
  const state: NoticeState = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const sectionRef = useRef(currentSection);

  useEffect(() => {
    sectionRef.current = currentSection;
    if (currentSection) store.seeSection(currentSection);
  }, [currentSection, store]);

  const onNotice = useCallback(
    (notice: StaffNotice) => {
      if (store.add(notice, sectionRef.current)) forwarder?.(notice, unseenTotal(store.getState()));
    },
    [store],
  );
  useStaffEventStream(onNotice, enabled);

  return { state, dismiss: store.dismiss, dismissAll: store.dismissAll };
}
