import { join } from "node:path";
import { app, BrowserWindow, ipcMain, Notification, protocol, session, shell } from "electron";
import { autoUpdater } from "electron-updater";
import { DeskController } from "./desk-controller.ts";
import { showDeskNotice } from "./desk-notifications.ts";
import { DESK_SCHEME } from "./desk-pages.ts";
import { startDeskUpdates } from "./desk-updates.ts";
import { checkServerHealth } from "./health-check.ts";
import { registerDeskIpc } from "./ipc-handlers.ts";
import { installNavigationGuards } from "./navigation-guard.ts";
import { deskPageHandler } from "./page-server.ts";
import { installPermissionHandlers } from "./permissions.ts";
import { SettingsStore } from "./settings-store.ts";
import { mainWindowOptions } from "./window-options.ts";

// The reception desk app: the staff area of the hotel server in a locked-down window,
// with system notifications for live notices and an offline screen. Bundled to
// dist/desktop/main.cjs; the fuses set in electron-builder.yml stop it running as plain Node.
// DESK_UPDATE_URL, the update feed, is fixed in main.cjs by scripts/build-desktop.mjs from the
// build's environment (ADR 042), so the installers carry it and a desk needs no setting.

/** Chromium's code for a load replaced by another (a redirect, a new navigation): not a failure. */
const LOAD_ABORTED = -3;

protocol.registerSchemesAsPrivileged([{ scheme: DESK_SCHEME, privileges: { standard: true, secure: true } }]);
app.enableSandbox();

export async function startDeskApp(): Promise<void> {
  // The cookie jar lives on disk, so the staff session survives a restart as a browser's does.
  const deskSession = session.fromPartition("persist:reception");
  deskSession.protocol.handle(DESK_SCHEME, deskPageHandler(join(__dirname, "pages")));

  const window = new BrowserWindow(mainWindowOptions(join(__dirname, "preload.cjs"), deskSession));
  const controller = new DeskController({
    window: { loadURL: (url) => window.loadURL(url), show: () => window.show(), focus: () => window.focus() },
    settings: new SettingsStore(app.getPath("userData")),
    checkHealth: (origin) => checkServerHealth(origin),
    showNotice: (notice, open) => {
      showDeskNotice(Notification, notice, open);
      if (!window.isFocused()) window.flashFrame(true);
    },
    setBadge: (count) => app.setBadgeCount(count),
  });
  const serverOrigin = () => controller.serverOrigin;

  installPermissionHandlers(deskSession, serverOrigin);
  installNavigationGuards(window.webContents, serverOrigin, (url) => shell.openExternal(url));
  registerDeskIpc(ipcMain, controller, serverOrigin);
  window.webContents.on("did-fail-load", (_event, code, description, url, isMainFrame) => {
    if (isMainFrame && code !== LOAD_ABORTED) void controller.pageFailed(url, description);
  });
  window.webContents.on("did-navigate", (_event, url) => void controller.pageShown(url));
  window.webContents.on("did-navigate-in-page", (_event, url, isMainFrame) => {
    if (isMainFrame) void controller.pageShown(url);
  });
  window.once("ready-to-show", () => window.show());
  window.on("focus", () => window.flashFrame(false));
  app.on("second-instance", () => {
    if (window.isMinimized()) window.restore();
    window.focus();
  });

  startDeskUpdates({ feed: process.env.DESK_UPDATE_URL, updater: () => autoUpdater, home: app.getPath("home") });
  await controller.start();
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on("window-all-closed", () => app.quit());
  void app.whenReady().then(startDeskApp);
}
