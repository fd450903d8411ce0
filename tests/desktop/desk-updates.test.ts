import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startDeskUpdates, UPDATE_CHECK_INTERVAL_MS, type DeskUpdater, type UpdateLog } from "../../src/desktop/desk-updates.ts";
import { FakeBrowserWindow, FakeUpdater } from "./electron-mock.ts";

// The desk app's updates (src/desktop/desk-updates.ts) with `electron` and `electron-updater`
// mocked: the main process started with DESK_UPDATE_URL, then the updater's rules one by one.

const FEED = "https://updates.example.com/reception/";
const HOME = "/home/anna.reception";

const electron = await vi.hoisted(async () => {
  process.env.DESK_UPDATE_URL = "https://updates.example.com/reception/";
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const path = await import("node:path");
  const { fakeElectron } = await import("./electron-mock.ts");
  return fakeElectron(mkdtempSync(path.join(tmpdir(), "desk-updates-")));
});
vi.mock("electron", () => electron.module);
const updates = await vi.hoisted(async () => {
  const { fakeElectronUpdater } = await import("./electron-mock.ts");
  return fakeElectronUpdater();
});
vi.mock("electron-updater", () => updates.module);

function recordingLog() {
  const lines: string[] = [];
  const log: UpdateLog = {
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message) => lines.push(`error ${message}`),
  };
  return { log, lines };
}

function start(feed: string | undefined, updater = new FakeUpdater()) {
  const { log, lines } = recordingLog();
  const handle = startDeskUpdates({ feed, updater: () => updater as unknown as DeskUpdater, home: HOME, log });
  return { updater, handle, lines };
}

beforeAll(async () => {
  await import("../../src/desktop/main.ts");
  electron.ready();
  await vi.waitFor(() => expect(FakeBrowserWindow.created).toHaveLength(1));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the desk app's updates", () => {
  it("the main process reads the generic feed at DESK_UPDATE_URL and checks it at start", () => {
    expect(updates.autoUpdater.setFeedURL).toHaveBeenCalledWith({ provider: "generic", url: FEED });
    expect(updates.autoUpdater.checkForUpdates).toHaveBeenCalledTimes(1);
    expect(updates.autoUpdater.listeners.get("error")).toHaveLength(1);
  });

  it("downloads in the background, installs on quit, never installs an older version or a pre-release", () => {
    const { updater } = start(FEED);
    expect(updater).toMatchObject({ autoDownload: true, autoInstallOnAppQuit: true, allowDowngrade: false, allowPrerelease: false });
  });

  it("is off without DESK_UPDATE_URL, and never asks for the updater", () => {
    const updater = vi.fn();
    for (const feed of [undefined, "", "  "]) expect(startDeskUpdates({ feed, updater, home: HOME, log: recordingLog().log })).toBeNull();
    expect(updater).not.toHaveBeenCalled();
  });

  it("refuses a feed over plain http (but for this computer) or with credentials, and says why", () => {
    for (const feed of ["http://updates.example.com/reception/", "ftp://updates.example.com/", "updates.example.com/reception/", "https://desk:secret@updates.example.com/"]) {
      const { updater, handle, lines } = start(feed);
      expect(handle, feed).toBeNull();
      expect(updater.setFeedURL).not.toHaveBeenCalled();
      expect(updater.checkForUpdates).not.toHaveBeenCalled();
      expect(lines, feed).toEqual([expect.stringMatching(/^error Desk updates: off: DESK_UPDATE_URL /) as unknown]);
      expect(lines.join(), "the refused address is not logged").not.toContain("secret");
    }
    const local = start("http://127.0.0.1:8484/reception/");
    expect(local.updater.setFeedURL).toHaveBeenCalledWith({ provider: "generic", url: "http://127.0.0.1:8484/reception/" });
    local.handle?.stop();
  });

  it("checks at start and again every four hours", async () => {
    vi.useFakeTimers();
    const { updater, handle } = start(FEED);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1_000);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(3);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(4 * 60 * 60 * 1000);
    handle?.stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 2);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(3);
  });

  it("logs what happened, in words, without the user's home folder", () => {
    const { updater, handle, lines } = start(FEED);
    updater.emit("update-available", { version: "1.4.0" });
    updater.emit("update-downloaded", { version: "1.4.0", downloadedFile: `${HOME}/.cache/courtfield-reception-updater/pending/Courtfield Reception-1.4.0.AppImage` });
    updater.emit("update-not-available", { version: "1.4.0" });
    expect(lines).toEqual([
      `info Desk updates: checking ${FEED} at start and every 4 hours.`,
      "info Desk updates: version 1.4.0 found; downloading it.",
      "info Desk updates: version 1.4.0 downloaded; it installs when the app quits.",
      "info Desk updates: up to date (the feed offers 1.4.0).",
    ]);
    (updater.logger as UpdateLog).info(`Downloading to ${HOME}/.cache/courtfield-reception-updater\nstack line`);
    expect(lines.at(-1)).toBe("info Desk updates: Downloading to ~/.cache/courtfield-reception-updater");
    handle?.stop();
  });

  it("logs a failed check once and carries on: offline is normal, nothing is thrown", async () => {
    vi.useFakeTimers();
    const updater = new FakeUpdater();
    const offline = new Error(`net::ERR_INTERNET_DISCONNECTED (cache ${HOME}/.cache)`);
    // electron-updater emits "error", then rejects the check with the same error.
    updater.checkForUpdates.mockImplementation(() => {
      updater.emit("error", offline);
      return Promise.reject(offline);
    });
    const { handle, lines } = start(FEED, updater);
    await vi.advanceTimersByTimeAsync(0);
    expect(lines.filter((line) => line.startsWith("warn"))).toEqual(["warn Desk updates: the update failed (net::ERR_INTERNET_DISCONNECTED (cache ~/.cache)); the next check is in a few hours."]);

    // A download that fails later is reported by its "error" event only, never as an unhandled rejection.
    const broken = new Error("sha512 checksum mismatch");
    updater.checkForUpdates.mockImplementation(() => Promise.resolve({ downloadPromise: Promise.reject(broken) }));
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    updater.emit("error", broken);
    expect(lines.at(-1)).toBe("warn Desk updates: the update failed (sha512 checksum mismatch); the next check is in a few hours.");

    // A check that throws without the event is still reported, once.
    updater.checkForUpdates.mockImplementation(() => Promise.reject(new Error("Cannot parse update info")));
    await expect(handle?.check()).resolves.toBeUndefined();
    expect(lines.at(-1)).toBe("warn Desk updates: the update failed (Cannot parse update info); the next check is in a few hours.");
    handle?.stop();
  });
});
