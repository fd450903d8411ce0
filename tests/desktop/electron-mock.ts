import { vi } from "vitest";

// A stand-in for the `electron` module (no Electron binary runs here): records what the main
// process asks of it, so tests can check the options, handlers and calls it made.

export type Listener = (...args: unknown[]) => unknown;

class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener): this {
    return this.on(event, listener);
  }
  emit(event: string, ...args: unknown[]): unknown[] {
    return (this.listeners.get(event) ?? []).map((listener) => listener(...args));
  }
}

class FakeWebContents extends FakeEmitter {
  /** The page on show: the window's last loadURL. */
  currentUrl = "";
  getURL(): string {
    return this.currentUrl;
  }
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
}

export class FakeBrowserWindow extends FakeEmitter {
  static created: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  readonly loaded: string[] = [];
  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeBrowserWindow.created.push(this);
  }
  loadURL(url: string): Promise<void> {
    this.loaded.push(url);
    this.webContents.currentUrl = url;
    return Promise.resolve();
  }
  show = vi.fn();
  focus = vi.fn();
  restore = vi.fn();
  flashFrame = vi.fn();
  isFocused = vi.fn(() => false);
  isMinimized = vi.fn(() => false);
}

export class FakeNotification extends FakeEmitter {
  static shown: FakeNotification[] = [];
  static isSupported = vi.fn(() => true);
  constructor(readonly options: { title: string; body: string }) {
    super();
  }
  show(): void {
    FakeNotification.shown.push(this);
  }
}

function fakeSession() {
  return {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    protocol: { handle: vi.fn() },
  };
}

export function fakeElectron(userData: string) {
  const session = fakeSession();
  let ready: () => void = () => undefined;
  const whenReady = new Promise<void>((resolve) => (ready = resolve));
  const app = Object.assign(new FakeEmitter(), {
    enableSandbox: vi.fn(),
    requestSingleInstanceLock: vi.fn(() => true),
    quit: vi.fn(),
    whenReady: vi.fn(() => whenReady),
    getPath: vi.fn(() => userData),
    setBadgeCount: vi.fn(() => true),
  });
  return {
    userData,
    ready: () => ready(),
    module: {
      app,
      BrowserWindow: FakeBrowserWindow,
      Notification: FakeNotification,
      ipcMain: { handle: vi.fn() },
      protocol: { registerSchemesAsPrivileged: vi.fn() },
      session: { fromPartition: vi.fn(() => session) },
      shell: { openExternal: vi.fn(() => Promise.resolve()) },
    },
    session,
  };
}

/** A stand-in for electron-updater's autoUpdater: its settings as the app left them, and its calls. */
export class FakeUpdater extends FakeEmitter {
  // electron-updater's own defaults, so a test sees what the app changed.
  autoDownload = true;
  autoInstallOnAppQuit = true;
  allowPrerelease = false;
  allowDowngrade = true;
  logger: unknown = console;
  setFeedURL = vi.fn();
  /** What the next check does: find nothing new, unless a test says otherwise. */
  checkForUpdates = vi.fn((): Promise<{ downloadPromise?: Promise<unknown> | null } | null> => Promise.resolve({ downloadPromise: null }));
}

export function fakeElectronUpdater() {
  const autoUpdater = new FakeUpdater();
  return { autoUpdater, module: { autoUpdater } };
}
