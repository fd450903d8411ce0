import { type QueryFilters, useQueryClient } from "@tanstack/react-query";
import { staffTrpc } from "../shell/staff-trpc.ts";
import { checkServer } from "../shell/use-server-watch.ts";
import { useEffect, useRef } from "react";
import { STAFF_EVENT_NAMES, STAFF_EVENTS_PATH, staffNoticeSchema, type StaffNotice } from "../../../../shared/staff/staff-notices.ts";

/** The queries each kind of notice makes stale: the dashboard and the tab its record is on. */
const STALE_QUERIES: Record<StaffNotice["kind"], () => QueryFilters[]> = {
  addon: () => [staffTrpc.dashboard.pathFilter(), staffTrpc.addons.admin.pathFilter()],
  contact: () => [staffTrpc.dashboard.pathFilter(), staffTrpc.enquiries.admin.pathFilter()],
  event: () => [staffTrpc.dashboard.pathFilter(), staffTrpc.enquiries.admin.pathFilter()],
};

/**
 * Listens to GET /api/admin/events while the staff area is open. EventSource reconnects by itself
 * after a dropped network or a server restart, sending the last event id so nothing is missed;
 * each notice is handed to `onNotice` and the lists it concerns are fetched again. The workspace
 * turns it off while the server is away or the session is being renewed, and on again after: the
 * new stream asks to resume from the last event id the closed one received (a new EventSource
 * would not send it), so what arrived meanwhile is still told.
 */
export function useStaffEventStream(onNotice: (notice: StaffNotice) => void, enabled: boolean): void {
  const queryClient = useQueryClient();
  const lastEventId = useRef("");
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const resume = lastEventId.current ? `?${new URLSearchParams({ lastEventId: lastEventId.current })}` : "";
    const source = new EventSource(`${STAFF_EVENTS_PATH}${resume}`, { withCredentials: true });
    const heard = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastEventId.current = event.lastEventId;
    };
    const receive = (event: MessageEvent<string>) => {
      heard(event);
      let parsed: ReturnType<typeof staffNoticeSchema.safeParse>;
      try {
        parsed = staffNoticeSchema.safeParse(JSON.parse(event.data));
      } catch {
        return;
      }
      if (!parsed.success) return;
      onNotice(parsed.data);
      for (const filter of STALE_QUERIES[parsed.data.kind]()) void queryClient.invalidateQueries(filter);
    };
    // A dropped stream may be the server going away while the screen is idle: ask at once (ADR 091).
    const dropped = () => void checkServer();
    source.addEventListener(STAFF_EVENT_NAMES.ready, heard);
    source.addEventListener(STAFF_EVENT_NAMES.notice, receive);
    source.addEventListener("error", dropped);
    return () => {
      source.removeEventListener(STAFF_EVENT_NAMES.ready, heard);
      source.removeEventListener(STAFF_EVENT_NAMES.notice, receive);
      source.removeEventListener("error", dropped);
      source.close();
    };
  }, [enabled, onNotice, queryClient]);
}

