import { staffCallFailure } from "./staff-call-error.ts";

// One way to say the server is away (ADR 091): whichever screen finds it out, the shell says it once.

/** Gateway answers: a proxy in front of the server speaking because the server does not. */
const AWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Whether a call's HTTP status (null: no answer at all) means the server is away rather than refusing. */
export function isAwayStatus(status: number | null): boolean {
  return status === null || AWAY_STATUSES.has(status);
}

/** Whether a staff call failed because the server is away (no answer, 502/503/504), not because it said no. */
export function isServerAway(error: unknown): boolean {
  const failure = staffCallFailure(error);
  return failure !== undefined && isAwayStatus(failure.status);
}

/**
 * Whether a screen's load failed for a reason of its own (the server answered, and said no): then
 * the screen says so in its words. A server that is away is said once, by the shell.
 */
export function failedOnItsOwn(query: { isError: boolean; error: unknown }): boolean {
  return query.isError && !isServerAway(query.error);
}

export interface ServerConnection {
  isAway: () => boolean;
  /** For useSyncExternalStore: called whenever away turns to back or back to away. */
  subscribe: (listener: () => void) => () => void;
  /** Called once each time the server answers again after being away. */
  onReturn: (listener: () => void) => () => void;
  markAway: () => void;
  markBack: () => void;
}

export function createServerConnection(): ServerConnection {
  let away = false;
  const changeListeners = new Set<() => void>();
  const returnListeners = new Set<() => void>();
  function listen(set: Set<() => void>, listener: () => void): () => void {
    set.add(listener);
    return () => set.delete(listener);
  }
  function set(next: boolean): void {
    if (next === away) return;
    away = next;
    for (const listener of changeListeners) listener();
    if (!away) for (const listener of returnListeners) listener();
  }
  return {
    isAway: () => away,
    subscribe: (listener) => listen(changeListeners, listener),
    onReturn: (listener) => listen(returnListeners, listener),
    markAway: () => set(true),
    markBack: () => set(false),
  };
}

/** The staff area's one view of the server: every staff call, the event stream and the health check report to it. */
export const serverConnection = createServerConnection();
