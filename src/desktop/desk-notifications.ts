import type { Notification as ElectronNotification, NotificationConstructorOptions } from "electron";
import type { DeskNotice } from "../shared/desktop/desk-messages.ts";

type NotificationClass = new (options: NotificationConstructorOptions) => ElectronNotification;

/** A live notice as a system notification; clicking it opens the record. */
export function showDeskNotice(Notification: NotificationClass & { isSupported(): boolean }, notice: DeskNotice, open: (path: string) => void): boolean {
  if (!Notification.isSupported()) return false;
  const notification = new Notification({ title: notice.title, body: notice.body, silent: false });
  notification.on("click", () => open(notice.path));
  notification.show();
  return true;
}
