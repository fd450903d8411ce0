import { staffCallMessage } from "../shell/staff-call-error.ts";

/** The server's own reason when it gave one ("This booking has already been verified."), else the original's fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return staffCallMessage(error, fallback);
}
