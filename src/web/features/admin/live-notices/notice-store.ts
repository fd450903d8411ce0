import { NOTICE_SECTION, type StaffNotice } from "../../../../shared/staff/staff-notices.ts";

// The live notices of this screen (ADR 028): what arrived since it opened, and how many are
// new on each tab. A small external store, read with useSyncExternalStore.

/** At most this many are listed; the tabs keep counting. */
export const LISTED_NOTICES = 5;

export interface NoticeState {
  /** Newest first, not yet dismissed or opened. */
  notices: readonly StaffNotice[];
  /** New records per tab since the member of staff last opened it. */
  unseen: Readonly<Record<string, number>>;
}

export interface NoticeStore {
  getState: () => NoticeState;
  subscribe: (listener: () => void) => () => void;
  /** False when the notice was already known (a replay after a reconnect). */
  add: (notice: StaffNotice, currentSection: string | undefined) => boolean;
  dismiss: (key: string) => void;
  dismissAll: () => void;
  /** The member of staff opened this tab: its count starts again. */
  seeSection: (section: string) => void;
}

export function createNoticeStore(): NoticeStore {
  let state: NoticeState = { notices: [], unseen: {} };
  const known = new Set<string>();
  const listeners = new Set<() => void>();
  const publish = (next: NoticeState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(notice, currentSection) {
      if (known.has(notice.key)) return false;
      known.add(notice.key);
      const section = NOTICE_SECTION[notice.kind];
      const unseen = section === currentSection ? state.unseen : { ...state.unseen, [section]: (state.unseen[section] ?? 0) + 1 };
      publish({ notices: [notice, ...state.notices], unseen });
      return true;
    },
    dismiss(key) {
      publish({ ...state, notices: state.notices.filter((notice) => notice.key !== key) });
    },
    dismissAll() {
      publish({ ...state, notices: [] });
    },
    seeSection(section) {
      if (!state.unseen[section]) return;
      const unseen = { ...state.unseen };
      delete unseen[section];
      publish({ ...state, unseen });
    },
  };
}

/** All new records not yet seen on their tabs: the number in the window's title. */
export function unseenTotal(state: NoticeState): number {
  return Object.values(state.unseen).reduce((sum, count) => sum + count, 0);
}
