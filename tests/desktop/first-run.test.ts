import { createServer, type Server } from "node:http";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DeskController, type DeskWindow } from "../../src/desktop/desk-controller.ts";
import { checkServerHealth } from "../../src/desktop/health-check.ts";
import { deskPageHandler } from "../../src/desktop/page-server.ts";
import { parseServerAddress } from "../../src/desktop/server-address.ts";
import { SettingsStore } from "../../src/desktop/settings-store.ts";
import { addDays, londonToday } from "../../src/shared/dates.ts";

// First run and every start after it: the address typed, the server's health check, what is kept
// on disk, and the screens shown when the server does not answer.

let server: Server;
let origin = "";
let answer: (url: string) => { status: number; body: string } | "hang" = () => ({ status: 200, body: '{"status":"ok","db":"ok"}' });
let folder = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    const reply = answer(request.url ?? "");
    if (reply === "hang") return;
    response.writeHead(reply.status, { "content-type": "application/json" }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  folder = await mkdtemp(join(tmpdir(), "desk-first-run-"));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

/** An address on this computer where nothing listens any more. */
async function closedPortOrigin(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

function recordingWindow(): DeskWindow & { loaded: string[] } {
  const loaded: string[] = [];
  return { loaded, loadURL: (url) => Promise.resolve(void loaded.push(url)), show: vi.fn(), focus: vi.fn() };
}

describe("the hotel server's address", () => {
  it("takes https anywhere and http only on this computer, reduced to its origin", () => {
    expect(parseServerAddress("https://hotel.example.com/admin/login")).toEqual({ ok: true, origin: "https://hotel.example.com" });
    expect(parseServerAddress("  hotel.example.com ")).toEqual({ ok: true, origin: "https://hotel.example.com" });
    expect(parseServerAddress("http://localhost:3000")).toEqual({ ok: true, origin: "http://localhost:3000" });
    expect(parseServerAddress("http://127.0.0.1:3000/")).toEqual({ ok: true, origin: "http://127.0.0.1:3000" });
    expect(parseServerAddress("http://hotel.example.com")).toMatchObject({ ok: false, message: expect.stringMatching(/https:\/\//) as unknown });
    expect(parseServerAddress("ftp://hotel.example.com")).toMatchObject({ ok: false });
    expect(parseServerAddress("https://user:secret@hotel.example.com")).toMatchObject({ ok: false });
    expect(parseServerAddress("https://")).toMatchObject({ ok: false });
  });
});

describe("the health check", () => {
  it("passes only the hotel server's own answer, and says in words why anything else fails", async () => {
    answer = () => ({ status: 200, body: '{"status":"ok","db":"ok"}' });
    await expect(checkServerHealth(origin)).resolves.toEqual({ ok: true });
    // Degraded (mail delayed, database slow) still serves the staff area.
    answer = () => ({ status: 200, body: '{"status":"degraded","db":"ok","reasons":["database slow"]}' });
    await expect(checkServerHealth(origin)).resolves.toEqual({ ok: true });
    answer = () => ({ status: 503, body: '{"status":"error","db":"error"}' });
    await expect(checkServerHealth(origin)).resolves.toEqual({ ok: false, reason: "The server is up but its database is not answering (503)." });
    answer = () => ({ status: 200, body: "<html>a router's page</html>" });
    await expect(checkServerHealth(origin)).resolves.toEqual({ ok: false, reason: "Something answered at that address, but it is not the hotel server." });
    answer = () => "hang";
    await expect(checkServerHealth(origin, fetch, 1000)).resolves.toEqual({ ok: false, reason: "The server did not answer within 1 second." });
    answer = () => ({ status: 200, body: '{"status":"ok","db":"ok"}' });
    await expect(checkServerHealth(await closedPortOrigin())).resolves.toEqual({ ok: false, reason: "The server refused the connection: it may be restarting." });
  });
});

describe("first run and the starts after it", () => {
  it("asks first, keeps the address that answered, and opens the staff area at the next start", async () => {
    const settings = new SettingsStore(folder);
    const firstWindow = recordingWindow();
    const first = new DeskController({ window: firstWindow, settings, checkHealth: (address) => checkServerHealth(address), showNotice: vi.fn(), setBadge: vi.fn() });
    await first.start();
    expect(firstWindow.loaded).toEqual(["desk://app/setup.html"]);
    await expect(first.saveServer(origin)).resolves.toEqual({ ok: true });
    expect(JSON.parse(await readFile(join(folder, "desk-settings.json"), "utf8"))).toEqual({ serverOrigin: origin });

    // The app is closed and opened again.
    const nextWindow = recordingWindow();
    await new DeskController({ window: nextWindow, settings: new SettingsStore(folder), checkHealth: (address) => checkServerHealth(address), showNotice: vi.fn(), setBadge: vi.fn() }).start();
    expect(nextWindow.loaded).toEqual([`${origin}/admin`]);
  });

  it("starts on the offline screen with the reason when the kept server does not answer, and Retry reports it", async () => {
    answer = () => ({ status: 503, body: "{}" });
    const window = recordingWindow();
    const controller = new DeskController({ window, settings: new SettingsStore(folder), checkHealth: (address) => checkServerHealth(address), showNotice: vi.fn(), setBadge: vi.fn() });
    await controller.start();
    expect(window.loaded).toEqual(["desk://app/offline.html"]);
    expect((await controller.state()).offlineReason).toBe("The server is up but its database is not answering (503).");
    await expect(controller.retry()).resolves.toEqual({ connected: false });
    answer = () => ({ status: 200, body: '{"status":"ok","db":"ok"}' });
    await expect(controller.retry()).resolves.toEqual({ connected: true });
    expect(window.loaded.at(-1)).toBe(`${origin}/admin`);
    expect((await controller.state()).offlineReason).toBeNull();
  });

  it("forgets the kept pet arrivals when reception switches to another server, and ignores a damaged file", async () => {
    const settings = new SettingsStore(folder);
    await settings.saveArrivals({ savedAt: "2026-11-24T07:30:00.000Z", arrivals: [] });
    const controller = new DeskController({ window: recordingWindow(), settings, checkHealth: () => Promise.resolve({ ok: true }), showNotice: vi.fn(), setBadge: vi.fn() });
    await controller.start();
    await controller.saveServer("https://other-hotel.example.com");
    await expect(settings.loadArrivals(londonToday())).resolves.toBeNull();
    await writeFile(join(folder, "pet-arrivals.json"), "{not json");
    await expect(settings.loadArrivals(londonToday())).resolves.toBeNull();
  });

  it("deletes at start the pet arrivals of a day gone by", async () => {
    const settings = new SettingsStore(folder);
    const arrival = { reference: "PET-7K3M9Q", guestName: "Grace Hopper", checkInDate: addDays(londonToday(), -1), pets: "1 pet: Dog", verified: true };
    await settings.saveArrivals({ savedAt: "2026-11-24T07:30:00.000Z", arrivals: [arrival] });
    await new DeskController({ window: recordingWindow(), settings, checkHealth: () => Promise.resolve({ ok: true }), showNotice: vi.fn(), setBadge: vi.fn() }).start();
    expect(existsSync(join(folder, "pet-arrivals.json"))).toBe(false);
  });
});

describe("the app's own screens", () => {
  it("serves only its listed files, each with the strict CSP", async () => {
    const pages = await mkdtemp(join(tmpdir(), "desk-pages-"));
    await writeFile(join(pages, "setup.html"), "<h1>Connect</h1>");
    const serve = deskPageHandler(pages);
    const page = await serve(new Request("desk://app/setup.html"));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toMatch(/^default-src 'none'; script-src 'self'/);
    expect(await page.text()).toBe("<h1>Connect</h1>");
    expect((await serve(new Request("desk://app/../../etc/passwd"))).status).toBe(404);
    expect((await serve(new Request("desk://app/main.cjs"))).status).toBe(404);
    await rm(pages, { recursive: true, force: true });
  });
});
