import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { isAwayStatus, serverConnection } from "./server-connection.ts";

/** The server's light "are you there": no session needed, one trivial database query. */
const HEALTH_PATH = "/api/health";
/** While away: asked this often, so the screens are current within seconds of the server's return. */
const AWAY_CHECK_MS = 2_000;
/** While all is well and nothing is being asked: an idle screen still learns the server went away. */
const IDLE_CHECK_MS = 10_000;

/** Asks the server's health once and tells the connection what it found. */
export async function checkServer(): Promise<void> {
  try {
    const response = await window.fetch(HEALTH_PATH, { cache: "no-store" });
    if (isAwayStatus(response.status)) serverConnection.markAway();
    else serverConnection.markBack();
  } catch {
    serverConnection.markAway();
  }
}

/** Whether the server is away, as the staff area last found it. */
export function useServerAway(): boolean {
  return useSyncExternalStore(serverConnection.subscribe, serverConnection.isAway, serverConnection.isAway);
}

/**
 * The workspace's watch on the server (ADR 091): a health check now and then while the tab is in
 * view (more often while the server is away), and every query on screen fetched again the moment
 * the server answers after being away.
 */
export function useServerWatch(): boolean {
  const queryClient = useQueryClient();
  const away = useServerAway();
  useEffect(() => serverConnection.onReturn(() => void queryClient.refetchQueries({ type: "active" })), [queryClient]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void checkServer();
    }, away ? AWAY_CHECK_MS : IDLE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [away]);
  return away;
}
