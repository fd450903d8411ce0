import type { IpcMain, IpcMainInvokeEvent } from "electron";
import type { z } from "zod";
import { DESK_CHANNELS, type DeskState, type SaveServerResult } from "../shared/desktop/desk-bridge.ts";
import { arrivalsSnapshotSchema, badgeSchema, deskNoticeSchema, saveServerSchema, type ArrivalsSnapshot, type DeskNotice } from "../shared/desktop/desk-messages.ts";
import { DESK_ORIGIN } from "./desk-pages.ts";
import { originOf } from "./navigation-guard.ts";

/** What the app does for each message. */
export interface DeskActions {
  saveServer(address: string): Promise<SaveServerResult>;
  retry(): Promise<{ connected: boolean }>;
  state(): Promise<DeskState>;
  notify(notice: DeskNotice): void;
  setBadge(count: number): void;
  saveArrivals(snapshot: ArrivalsSnapshot): Promise<void>;
}

/** Which pages may send which message: the app's own screens, or the hotel server's admin. */
type SenderKind = "desk-page" | "server-page";

class RefusedMessage extends Error {
  override readonly name = "RefusedMessage";
}

/**
 * The page that sent a message, from its frame's address: only a top-level frame of the app's
 * own screens or of the configured hotel server counts.
 */
function senderKind(event: Pick<IpcMainInvokeEvent, "senderFrame" | "sender">, serverOrigin: string | null): SenderKind | null {
  const frame = event.senderFrame;
  if (!frame || frame !== event.sender.mainFrame) return null;
  const origin = originOf(frame.url);
  if (origin === DESK_ORIGIN) return "desk-page";
  if (serverOrigin !== null && origin === serverOrigin) return "server-page";
  return null;
}

function parsed<T>(schema: z.ZodType<T>, value: unknown, channel: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new RefusedMessage(`${channel}: ${result.error.issues[0]?.message ?? "invalid message"}`);
  return result.data;
}

/** Registers one handler per channel; each checks its sender, then its message, before acting. */
export function registerDeskIpc(ipcMain: Pick<IpcMain, "handle">, actions: DeskActions, serverOrigin: () => string | null): void {
  const handle = (channel: string, from: SenderKind, act: (payload: unknown) => unknown) => {
    ipcMain.handle(channel, async (event, payload: unknown) => {
      if (senderKind(event, serverOrigin()) !== from) throw new RefusedMessage(`${channel}: not from this page`);
      return act(payload);
    });
  };
  handle(DESK_CHANNELS.saveServer, "desk-page", (payload) => actions.saveServer(parsed(saveServerSchema, payload, DESK_CHANNELS.saveServer).address));
  handle(DESK_CHANNELS.retry, "desk-page", () => actions.retry());
  handle(DESK_CHANNELS.state, "desk-page", () => actions.state());
  handle(DESK_CHANNELS.notify, "server-page", (payload) => actions.notify(parsed(deskNoticeSchema, payload, DESK_CHANNELS.notify)));
  handle(DESK_CHANNELS.setBadge, "server-page", (payload) => actions.setBadge(parsed(badgeSchema, payload, DESK_CHANNELS.setBadge).count));
  handle(DESK_CHANNELS.saveArrivals, "server-page", (payload) => actions.saveArrivals(parsed(arrivalsSnapshotSchema, payload, DESK_CHANNELS.saveArrivals)));
}
