import { contextBridge, ipcRenderer } from "electron";
import { DESK_CHANNELS, type ReceptionDeskBridge } from "../shared/desktop/desk-bridge.ts";

// The only door between a page and the desk app (Electron's security checklist: context
// isolation, no ipcRenderer handed to the page). One function per message; the main process
// checks who sent it and what it carries.

const bridge: ReceptionDeskBridge = {
  saveServer: (address) => ipcRenderer.invoke(DESK_CHANNELS.saveServer, { address }),
  retry: () => ipcRenderer.invoke(DESK_CHANNELS.retry),
  state: () => ipcRenderer.invoke(DESK_CHANNELS.state),
  notify: (notice) => ipcRenderer.invoke(DESK_CHANNELS.notify, notice),
  setBadge: (count) => ipcRenderer.invoke(DESK_CHANNELS.setBadge, { count }),
  saveArrivals: (snapshot) => ipcRenderer.invoke(DESK_CHANNELS.saveArrivals, snapshot),
};

contextBridge.exposeInMainWorld("receptionDesk", bridge);
