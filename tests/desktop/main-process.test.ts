import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync } from "node:fs";
import { readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, londonToday } from "../../src/shared/dates.ts";
import { DESK_CHANNELS } from "../../src/shared/desktop/desk-bridge.ts";
import { FakeBrowserWindow, FakeNotification, type Listener } from "./electron-mock.ts";

// The desk app's main process (src/desktop/main.ts) started against a stand-in `electron`:
// what it asks of Electron, and how it answers navigation, permissions and the pages' messages.

const electron = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const path = await import("node:path");
  const { fakeElectron } = await import("./electron-mock.ts");
  return fakeElectron(mkdtempSync(path.join(tmpdir(), "desk-user-data-")));
});
vi.mock("electron", () => electron.module);
const updates = await vi.hoisted(async () => {
  delete process.env.DESK_UPDATE_URL;
  const { fakeElectronUpdater } = await import("./electron-mock.ts");
  return fakeElectronUpdater();
});
vi.mock("electron-updater", () => updates.module);

let hotelServer: Server;
let hotelOrigin = "";
let window: FakeBrowserWindow;
const userData = electron.userData;

function handler(channel: string): Listener {
  const call = electron.module.ipcMain.handle.mock.calls.find(([name]) => name === channel) as [string, Listener] | undefined;
  if (!call) throw new Error(`no handler for ${channel}`);
  return call[1];
}

/** The IPC event of a message sent by a page at `url` (its top frame unless told). */
function from(url: string, { subFrame = false } = {}) {
  const mainFrame = { url };
  return { sender: { mainFrame }, senderFrame: subFrame ? { url } : mainFrame };
}

const DESK_SETUP = "desk://app/setup.html";

function arrival(guestName: string, checkInDate: string) {
  return { reference: "PET-7K3M9Q", guestName, checkInDate, pets: "2 pets: Dog, Cat", verified: false };
}

beforeAll(async () => {
  hotelServer = createServer((request, response) => {
    if (request.url === "/api/health") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ status: "ok", db: "ok" }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => hotelServer.listen(0, "127.0.0.1", resolve));
  hotelOrigin = `http://127.0.0.1:${(hotelServer.address() as AddressInfo).port}`;

  await import("../../src/desktop/main.ts");
  electron.ready();
  await vi.waitFor(() => expect(FakeBrowserWindow.created[0]?.loaded).toEqual([DESK_SETUP]));
  window = FakeBrowserWindow.created[0] as FakeBrowserWindow;
});

afterAll(async () => {
  await new Promise((resolve) => hotelServer.close(resolve));
});

describe("the reception desk app's main process", () => {
  it("opens one sandboxed, isolated window without Node, on a persistent session, with the preload", () => {
    expect(electron.module.app.enableSandbox).toHaveBeenCalled();
    expect(electron.module.app.requestSingleInstanceLock).toHaveBeenCalled();
    expect(electron.module.session.fromPartition).toHaveBeenCalledWith("persist:reception");
    expect(electron.module.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([{ scheme: "desk", privileges: { standard: true, secure: true } }]);
    expect(electron.session.protocol.handle).toHaveBeenCalledWith("desk", expect.any(Function));
    expect(FakeBrowserWindow.created).toHaveLength(1);
    const preferences = window.options.webPreferences as Record<string, unknown>;
    expect(preferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      session: electron.session,
    });
    expect(String(preferences.preload)).toMatch(/preload\.cjs$/);
  });

  it("never looks for updates when it was built without DESK_UPDATE_URL (a development build)", () => {
    expect(updates.autoUpdater.setFeedURL).not.toHaveBeenCalled();
    expect(updates.autoUpdater.checkForUpdates).not.toHaveBeenCalled();
    expect(updates.autoUpdater.listeners.size).toBe(0);
  });

  it("asks for the server's address on first run", () => {
    expect(window.loaded[0]).toBe(DESK_SETUP);
  });

  it("registers one handler per bridge message", () => {
    const channels = electron.module.ipcMain.handle.mock.calls.map(([name]) => name as string);
    expect(channels.sort()).toEqual(Object.values(DESK_CHANNELS).sort());
  });

  it("refuses an insecure address, keeps a good one after its health check, and opens the staff area", async () => {
    const save = handler(DESK_CHANNELS.saveServer);
    await expect(save(from(DESK_SETUP), { address: "http://hotel.example.com" })).resolves.toEqual({ ok: false, message: "Use an address starting with https:// (http:// is allowed only for localhost)" });
    await expect(save(from(DESK_SETUP), { address: "" })).rejects.toThrow(/Enter the hotel server's address/);
    await expect(save(from(`${hotelOrigin}/admin`), { address: hotelOrigin })).rejects.toThrow(/not from this page/);

    await expect(save(from(DESK_SETUP), { address: `${hotelOrigin}/some/page` })).resolves.toEqual({ ok: true });
    expect(JSON.parse(await readFile(join(userData, "desk-settings.json"), "utf8"))).toEqual({ serverOrigin: hotelOrigin });
    await vi.waitFor(() => expect(window.loaded.at(-1)).toBe(`${hotelOrigin}/admin`));
  });

  it("keeps the window on the hotel server and sends other addresses to the system browser", () => {
    const navigate = window.webContents.listeners.get("will-navigate")?.[0] as Listener;
    const stay = { preventDefault: vi.fn() };
    navigate(stay, `${hotelOrigin}/admin/inquiries`);
    expect(stay.preventDefault).not.toHaveBeenCalled();

    const leave = { preventDefault: vi.fn() };
    navigate(leave, "https://app.littlehotelier.com/login");
    expect(leave.preventDefault).toHaveBeenCalled();
    expect(electron.module.shell.openExternal).toHaveBeenCalledWith("https://app.littlehotelier.com/login");

    const sneaky = { preventDefault: vi.fn() };
    electron.module.shell.openExternal.mockClear();
    navigate(sneaky, "file:///etc/passwd");
    expect(sneaky.preventDefault).toHaveBeenCalled();
    expect(electron.module.shell.openExternal).not.toHaveBeenCalled();

    const redirect = window.webContents.listeners.get("will-redirect")?.[0] as Listener;
    const redirected = { preventDefault: vi.fn() };
    redirect(redirected, "https://elsewhere.example/");
    expect(redirected.preventDefault).toHaveBeenCalled();

    expect(window.webContents.windowOpenHandler?.({ url: "mailto:guest@example.com" })).toEqual({ action: "deny" });
    expect(electron.module.shell.openExternal).toHaveBeenCalledWith("mailto:guest@example.com");
    expect(window.webContents.windowOpenHandler?.({ url: `${hotelOrigin}/admin` })).toEqual({ action: "deny" });

    const plainHttp = { preventDefault: vi.fn() };
    electron.module.shell.openExternal.mockClear();
    navigate(plainHttp, "http://insecure.example/page");
    expect(plainHttp.preventDefault).toHaveBeenCalled();
    expect(window.webContents.windowOpenHandler?.({ url: "http://insecure.example/page" })).toEqual({ action: "deny" });
    expect(electron.module.shell.openExternal, "http: links are not handed to the system browser").not.toHaveBeenCalled();

    const webview = { preventDefault: vi.fn() };
    (window.webContents.listeners.get("will-attach-webview")?.[0] as Listener)(webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });

  it("refuses a server page's navigation to the app's own screens, and sub-frames anywhere but the hotel server", () => {
    expect(window.webContents.getURL()).toBe(`${hotelOrigin}/admin`);
    const navigate = window.webContents.listeners.get("will-navigate")?.[0] as Listener;
    for (const screen of [DESK_SETUP, "desk://app/offline.html"]) {
      const repoint = { preventDefault: vi.fn() };
      electron.module.shell.openExternal.mockClear();
      navigate(repoint, screen);
      expect(repoint.preventDefault, screen).toHaveBeenCalled();
      expect(electron.module.shell.openExternal).not.toHaveBeenCalled();
    }

    const frameNavigate = window.webContents.listeners.get("will-frame-navigate")?.[0] as Listener;
    const frame = (url: string, isMainFrame = false) => {
      const event = { url, isMainFrame, preventDefault: vi.fn() };
      frameNavigate(event);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(frame(`${hotelOrigin}/admin/check-in`)).toBe(false);
    expect(frame(DESK_SETUP)).toBe(true);
    expect(frame("https://elsewhere.example/")).toBe(true);
    expect(frame("https://elsewhere.example/", true), "the main frame is will-navigate's to judge").toBe(false);
  });

  it("refuses every permission but notifications from the hotel server", () => {
    const request = electron.session.setPermissionRequestHandler.mock.calls[0]?.[0] as Listener;
    const answer = (permission: string, requestingUrl: string) => {
      let granted: unknown;
      request(null, permission, (value: boolean) => (granted = value), { requestingUrl });
      return granted;
    };
    expect(answer("notifications", `${hotelOrigin}/admin`)).toBe(true);
    expect(answer("notifications", "https://elsewhere.example/")).toBe(false);
    expect(answer("media", `${hotelOrigin}/admin`)).toBe(false);
    expect(answer("geolocation", `${hotelOrigin}/admin`)).toBe(false);
    const check = electron.session.setPermissionCheckHandler.mock.calls[0]?.[0] as Listener;
    expect(check(null, "notifications", hotelOrigin)).toBe(true);
    expect(check(null, "clipboard-read", hotelOrigin)).toBe(false);
  });

  it("turns the staff area's notices into system notifications that open the record, and sets the badge", async () => {
    const notify = handler(DESK_CHANNELS.notify);
    const admin = from(`${hotelOrigin}/admin/dashboard`);
    await expect(notify(from(DESK_SETUP), { title: "x", body: "y", path: "/admin/inquiries" })).rejects.toThrow(/not from this page/);
    await expect(notify(from(`${hotelOrigin}/admin`, { subFrame: true }), { title: "x", body: "y", path: "/admin/inquiries" })).rejects.toThrow(/not from this page/);
    await expect(notify(admin, { title: "x", body: "y", path: "https://elsewhere.example/" })).rejects.toThrow(/staff-area pages only/);

    notify(admin, { title: "New wedding enquiry", body: "Wren · 80 guests", path: "/admin/inquiries?open=event:1" });
    const shown = FakeNotification.shown.at(-1);
    expect(shown?.options).toMatchObject({ title: "New wedding enquiry", body: "Wren · 80 guests" });
    expect(window.flashFrame).toHaveBeenCalledWith(true);
    shown?.emit("click");
    await vi.waitFor(() => expect(window.loaded.at(-1)).toBe(`${hotelOrigin}/admin/inquiries?open=event:1`));
    expect(window.show).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();

    handler(DESK_CHANNELS.setBadge)(admin, { count: 3 });
    expect(electron.module.app.setBadgeCount).toHaveBeenCalledWith(3);
    await expect(handler(DESK_CHANNELS.setBadge)(admin, { count: -1 })).rejects.toThrow();
  });

  it("keeps the last pet arrivals for the offline screen, and shows it with the reason when the server drops", async () => {
    const snapshot = { savedAt: new Date().toISOString(), arrivals: [arrival("Ada Lovelace", londonToday())] };
    await handler(DESK_CHANNELS.saveArrivals)(from(`${hotelOrigin}/admin/dashboard`), snapshot);
    await expect(handler(DESK_CHANNELS.saveArrivals)(from(DESK_SETUP), snapshot)).rejects.toThrow(/not from this page/);

    const failLoad = window.webContents.listeners.get("did-fail-load")?.[0] as Listener;
    failLoad({}, -3, "ERR_ABORTED", `${hotelOrigin}/admin`, true);
    expect(window.loaded.at(-1)).not.toBe("desk://app/offline.html");
    failLoad({}, -106, "ERR_INTERNET_DISCONNECTED", `${hotelOrigin}/admin/dashboard`, true);
    await vi.waitFor(() => expect(window.loaded.at(-1)).toBe("desk://app/offline.html"));

    const state = (await handler(DESK_CHANNELS.state)(from("desk://app/offline.html"), undefined)) as Record<string, unknown>;
    expect(state).toEqual({ serverUrl: hotelOrigin, offlineReason: "The hotel server could not be reached (ERR_INTERNET_DISCONNECTED).", arrivals: snapshot });

    // Retry while the server answers: the staff area opens again.
    await expect(handler(DESK_CHANNELS.retry)(from("desk://app/offline.html"), undefined)).resolves.toEqual({ connected: true });
    await vi.waitFor(() => expect(window.loaded.at(-1)).toBe(`${hotelOrigin}/admin`));
  });

  it("forgets the pet arrivals when the window shows the hotel's sign-in page: signed out, or the session ended", async () => {
    const file = join(userData, "pet-arrivals.json");
    const save = () => handler(DESK_CHANNELS.saveArrivals)(from(`${hotelOrigin}/admin/dashboard`), { savedAt: new Date().toISOString(), arrivals: [arrival("Ada Lovelace", londonToday())] });
    const inPage = (url: string, isMainFrame = true) => window.webContents.emit("did-navigate-in-page", {}, url, isMainFrame);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

    await save();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    inPage(`${hotelOrigin}/admin/dashboard`);
    inPage(`${hotelOrigin}/admin/login`, false);
    window.webContents.emit("did-navigate", {}, "https://elsewhere.example/admin/login");
    await pause();
    expect(existsSync(file)).toBe(true);

    // Sign out: the staff area moves to its sign-in page.
    inPage(`${hotelOrigin}/admin/login`);
    await vi.waitFor(() => expect(existsSync(file)).toBe(false));

    // The session ended (a 401, or a start after it expired): the sign-in page loads.
    await save();
    window.webContents.emit("did-navigate", {}, `${hotelOrigin}/admin/login/`);
    await vi.waitFor(() => expect(existsSync(file)).toBe(false));
  });

  it("deletes the arrivals of a day gone by when the offline screen reads them", async () => {
    const file = join(userData, "pet-arrivals.json");
    const offline = from("desk://app/offline.html");
    const yesterday = arrival("Grace Hopper", addDays(londonToday(), -1));
    const today = arrival("Ada Lovelace", londonToday());
    await writeFile(file, JSON.stringify({ savedAt: "2026-11-24T07:30:00.000Z", arrivals: [yesterday, today] }));
    expect(await handler(DESK_CHANNELS.state)(offline, undefined)).toMatchObject({ arrivals: { arrivals: [today] } });
    expect(await readFile(file, "utf8")).not.toContain("Grace Hopper");

    await writeFile(file, JSON.stringify({ savedAt: "2026-11-24T07:30:00.000Z", arrivals: [yesterday] }));
    expect(await handler(DESK_CHANNELS.state)(offline, undefined)).toMatchObject({ arrivals: null });
    expect(existsSync(file)).toBe(false);
  });
});
