import type { ArrivalsSnapshot, DeskNotice } from "./desk-messages.ts";

// The reception desk app's bridge: what its preload exposes to pages as
// `window.receptionDesk`, one named function per message. The main process checks every message
// against desk-messages.ts (no zod here: the preload bundles this file). The web admin imports
// the types and works without the bridge (a plain browser), so every use is optional.

/** The IPC channel of each message; the preload and the main process share these names. */
export const DESK_CHANNELS = {
  saveServer: "desk:save-server",
  retry: "desk:retry",
  state: "desk:state",
  notify: "desk:notify",
  setBadge: "desk:set-badge",
  saveArrivals: "desk:save-arrivals",
} as const;

/** What the local screens (first run, offline) are told. */
export interface DeskState {
  serverUrl: string | null;
  /** Why the server could not be reached, when it could not. */
  offlineReason: string | null;
  arrivals: ArrivalsSnapshot | null;
}

export type SaveServerResult = { ok: true } | { ok: false; message: string };

/** `window.receptionDesk` in the desk app; undefined in a browser. */
export interface ReceptionDeskBridge {
  saveServer(address: string): Promise<SaveServerResult>;
  /** Tries the server again: the staff area opens when it answers. */
  retry(): Promise<{ connected: boolean }>;
  state(): Promise<DeskState>;
  notify(notice: DeskNotice): Promise<void>;
  setBadge(count: number): Promise<void>;
  saveArrivals(snapshot: ArrivalsSnapshot): Promise<void>;
}

declare global {
  interface Window {
    receptionDesk?: ReceptionDeskBridge;
  }
}
