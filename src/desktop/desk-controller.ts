import type { DeskState, SaveServerResult } from "../shared/desktop/desk-bridge.ts";
import type { ArrivalsSnapshot, DeskNotice } from "../shared/desktop/desk-messages.ts";
import { londonToday } from "../shared/dates.ts";
import { ADMIN_LOGIN_PATH } from "../shared/staff/staff-area-path.ts";
import { DESK_PAGES } from "./desk-pages.ts";
import type { ServerHealth } from "./health-check.ts";
import type { DeskActions } from "./ipc-handlers.ts";
import { isInsideApp, originOf } from "./navigation-guard.ts";
import { parseServerAddress } from "./server-address.ts";
import type { SettingsStore } from "./settings-store.ts";

/** The window as the controller uses it. */
export interface DeskWindow {
  loadURL(url: string): Promise<void>;
  show(): void;
  focus(): void;
}

export interface DeskControllerParts {
  window: DeskWindow;
  settings: SettingsStore;
  checkHealth: (origin: string) => Promise<ServerHealth>;
  /** Shows a system notification; clicking it calls `open`. */
  showNotice: (notice: DeskNotice, open: (path: string) => void) => void;
  setBadge: (count: number) => void;
}

/** The staff area's first page on the hotel server (its sign-in when there is no session). */
const ADMIN_ENTRY_PATH = "/admin";

/**
 * What the desk app does: first run (ask for the server, check it, keep it), open the staff
 * area, fall back to the offline screen with the reason, and act on the pages' messages.
 */
export class DeskController implements DeskActions {
  private origin: string | null = null;
  private offlineReason: string | null = null;

  constructor(private readonly parts: DeskControllerParts) {}

  get serverOrigin(): string | null {
    return this.origin;
  }

  async start(): Promise<void> {
    // Deletes the arrivals of a day gone by, whether or not the offline screen shows again.
    await this.parts.settings.loadArrivals(londonToday());
    this.origin = (await this.parts.settings.load()).serverOrigin;
    if (this.origin === null) return this.parts.window.loadURL(DESK_PAGES.setup);
    return this.connect();
  }

  /** Opens the staff area when the server answers its health check, else the offline screen. */
  async connect(): Promise<void> {
    if (this.origin === null) return this.parts.window.loadURL(DESK_PAGES.setup);
    const health = await this.parts.checkHealth(this.origin);
    if (!health.ok) return this.showOffline(health.reason);
    this.offlineReason = null;
    return this.parts.window.loadURL(`${this.origin}${ADMIN_ENTRY_PATH}`);
  }

  async showOffline(reason: string): Promise<void> {
    this.offlineReason = reason;
    return this.parts.window.loadURL(DESK_PAGES.offline);
  }

  /**
   * The window shows a page (loaded, or moved to within the staff area). The hotel server's
   * sign-in page means nobody is signed in at this desk: signed out, or the session ended. The
   * guests' arrivals go then (ADR 055).
   */
  async pageShown(url: string): Promise<void> {
    if (this.origin === null || originOf(url) !== this.origin) return;
    if (new URL(url).pathname.replace(/\/+$/, "") === ADMIN_LOGIN_PATH) await this.parts.settings.forgetArrivals();
  }

  /** A page of the hotel server failed to load in the window (the network dropped). */
  async pageFailed(url: string, description: string): Promise<void> {
    if (this.origin === null || !isInsideApp(url, this.origin) || url.startsWith(DESK_PAGES.offline)) return;
    await this.showOffline(`The hotel server could not be reached (${description}).`);
  }

  async saveServer(address: string): Promise<SaveServerResult> {
    const parsed = parseServerAddress(address);
    if (!parsed.ok) return { ok: false, message: parsed.message };
    const health = await this.parts.checkHealth(parsed.origin);
    if (!health.ok) return { ok: false, message: `The hotel server did not answer at ${parsed.origin}. ${health.reason}` };
    if (parsed.origin !== this.origin) await this.parts.settings.forgetArrivals();
    await this.parts.settings.saveServerOrigin(parsed.origin);
    this.origin = parsed.origin;
    this.offlineReason = null;
    void this.parts.window.loadURL(`${parsed.origin}${ADMIN_ENTRY_PATH}`);
    return { ok: true };
  }

  /** Retry on the offline screen: the staff area if the server answers, else the new reason (the screen shows it). */
  async retry(): Promise<{ connected: boolean }> {
    if (this.origin === null) {
      void this.parts.window.loadURL(DESK_PAGES.setup);
      return { connected: false };
    }
    const health = await this.parts.checkHealth(this.origin);
    if (!health.ok) {
      this.offlineReason = health.reason;
      return { connected: false };
    }
    this.offlineReason = null;
    void this.parts.window.loadURL(`${this.origin}${ADMIN_ENTRY_PATH}`);
    return { connected: true };
  }

  async state(): Promise<DeskState> {
    return { serverUrl: this.origin, offlineReason: this.offlineReason, arrivals: await this.parts.settings.loadArrivals(londonToday()) };
  }

  notify(notice: DeskNotice): void {
    this.parts.showNotice(notice, (path) => void this.openPath(path));
  }

  setBadge(count: number): void {
    this.parts.setBadge(count);
  }

  saveArrivals(snapshot: ArrivalsSnapshot): Promise<void> {
    return this.parts.settings.saveArrivals(snapshot);
  }

  /** Brings the window forward on a staff-area page (a clicked notification). */
  async openPath(path: string): Promise<void> {
    if (this.origin === null || !path.startsWith(`${ADMIN_ENTRY_PATH}/`)) return;
    this.parts.window.show();
    this.parts.window.focus();
    await this.parts.window.loadURL(`${this.origin}${path}`);
  }
}
