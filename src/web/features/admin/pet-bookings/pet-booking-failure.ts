import { AdminRequestError } from "../shell/admin-fetch.ts";

/** The server's own reason when it gave one ("This booking has already been verified."), else the original's fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof AdminRequestError && error.status === null) return "The server could not be reached. Please check the connection and try again.";
  return error instanceof AdminRequestError && error.serverError ? error.serverError : fallback;
}
