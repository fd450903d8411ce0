import type { BrowserWindowConstructorOptions, Session } from "electron";

/**
 * The reception window, per Electron's security checklist: the page runs sandboxed and isolated,
 * without Node, and reaches the app only through the preload's named functions.
 */
export function mainWindowOptions(preloadPath: string, session: Session): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 860,
    minWidth: 900,
    minHeight: 600,
    title: "Reception",
    backgroundColor: "#faf7f2",
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      session,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  };
}
