import type { AppUpdater } from "electron-updater";
import { parseUpdateFeed } from "./update-feed.ts";

// Updates of the desk app (ADR 042): electron-updater reads the generic feed at DESK_UPDATE_URL
// (the latest*.yml files of the release workflow), at start and every few hours, downloads a
// newer version in the background and installs it when the app quits. It never installs an
// older version than the one running. A desk that is offline or a feed that answers badly is
// normal: the failure is logged and the app carries on.

/** How often a running desk looks for a new version. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

/** The part of electron-updater's autoUpdater the desk uses. */
export type DeskUpdater = Pick<AppUpdater, "autoDownload" | "autoInstallOnAppQuit" | "allowDowngrade" | "allowPrerelease" | "logger" | "setFeedURL" | "checkForUpdates" | "on">;

export interface UpdateLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface DeskUpdatesParts {
  /** DESK_UPDATE_URL; no updates without it (a development build). */
  feed: string | undefined;
  /** electron-updater's autoUpdater, asked for only when there is a feed (it starts on first use). */
  updater: () => DeskUpdater;
  /** The user's home folder: kept out of the log (paths in updater errors carry the user's name). */
  home: string;
  log?: UpdateLog;
}

export interface DeskUpdates {
  /** Looks for a new version now; never rejects. */
  check(): Promise<void>;
  stop(): void;
}

const PREFIX = "Desk updates:";

/** A log line without the user's home folder, on one line. */
function withoutHome(text: string, home: string): string {
  const variants = home.length > 1 ? [home, home.replaceAll("\\", "/")] : [];
  return variants.reduce((line, variant) => line.split(variant).join("~"), text).split("\n")[0] ?? "";
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function startDeskUpdates({ feed, updater: getUpdater, home, log = console }: DeskUpdatesParts): DeskUpdates | null {
  if (feed === undefined || feed.trim() === "") return null;
  const parsed = parseUpdateFeed(feed);
  if (!parsed.ok) {
    log.error(`${PREFIX} off: ${parsed.reason}.`);
    return null;
  }
  const say = {
    info: (message: string) => log.info(withoutHome(`${PREFIX} ${message}`, home)),
    warn: (message: string) => log.warn(withoutHome(`${PREFIX} ${message}`, home)),
    error: (message: string) => log.error(withoutHome(`${PREFIX} ${message}`, home)),
  };

  const updater = getUpdater();
  updater.logger = say;
  updater.setFeedURL({ provider: "generic", url: parsed.url });
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  updater.allowPrerelease = false;
  updater.allowDowngrade = false;
  // Without an "error" listener the updater's emitter would throw: every failure ends here.
  let lastReported: unknown = null;
  const reportFailure = (error: unknown) => {
    if (error === lastReported) return;
    lastReported = error;
    say.warn(`the update failed (${describe(error)}); the next check is in a few hours.`);
  };
  updater.on("error", reportFailure);
  updater.on("update-available", (info) => say.info(`version ${info.version} found; downloading it.`));
  updater.on("update-not-available", (info) => say.info(`up to date (the feed offers ${info.version}).`));
  updater.on("update-downloaded", (event) => say.info(`version ${event.version} downloaded; it installs when the app quits.`));

  const check = async (): Promise<void> => {
    try {
      const result = await updater.checkForUpdates();
      // The download's failure is reported by the "error" event; it must not surface twice.
      result?.downloadPromise?.catch(() => undefined);
    } catch (error) {
      // electron-updater emits "error" before it rejects: reported once.
      reportFailure(error);
    }
  };

  say.info(`checking ${parsed.url} at start and every ${UPDATE_CHECK_INTERVAL_MS / 3_600_000} hours.`);
  void check();
  const timer = setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
