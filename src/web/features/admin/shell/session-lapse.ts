// A session that lapses keeps the work (ADR 091): while a member of staff is in the workspace, a
// call refused for want of a session waits here, the shell asks them to sign in again over the
// screen, and the call is sent once more with the new session.

export interface SessionLapse {
  /** While `userId` is in the workspace, a lapse asks them to sign in again; returns the undo. */
  watch: (userId: string) => () => void;
  /**
   * For a call refused 401: resolves true once the same member of staff has signed in again
   * (send it once more), false when they gave up. Undefined when nobody is in the workspace.
   */
  waitForSignIn: () => Promise<boolean> | undefined;
  /** Whether the sign-in is being asked for (a call is waiting). */
  isAsking: () => boolean;
  /** For useSyncExternalStore: called when the asking starts or ends. */
  subscribe: (listener: () => void) => () => void;
  /** Signed in again as `userId`: true when it is the one who lapsed, whose waiting calls now go. */
  signedIn: (userId: string) => boolean;
  /** They would rather not sign in here: the waiting calls fail as refused. */
  giveUp: () => void;
}

export function createSessionLapse(): SessionLapse {
  let watched: string | undefined;
  let waiting: { promise: Promise<boolean>; settle: (again: boolean) => void } | undefined;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  function settle(again: boolean): void {
    const current = waiting;
    if (!current) return;
    waiting = undefined;
    current.settle(again);
    changed();
  }
  return {
    watch(userId) {
      watched = userId;
      return () => {
        if (watched !== userId) return;
        watched = undefined;
        settle(false);
      };
    },
    waitForSignIn() {
      if (watched === undefined) return undefined;
      if (!waiting) {
        let settleWith: (again: boolean) => void = () => undefined;
        const promise = new Promise<boolean>((resolve) => (settleWith = resolve));
        waiting = { promise, settle: settleWith };
        changed();
      }
      return waiting.promise;
    },
    isAsking: () => waiting !== undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signedIn(userId) {
      if (userId !== watched) return false;
      settle(true);
      return true;
    },
    giveUp: () => settle(false),
  };
}

/** The staff area's one: the staff calls' link waits on it, the workspace shows its sign-in. */
export const sessionLapse = createSessionLapse();
