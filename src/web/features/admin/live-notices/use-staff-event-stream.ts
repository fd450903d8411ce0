import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { STAFF_EVENT_NAMES, STAFF_EVENTS_PATH, staffNoticeSchema, type StaffNotice } from "../../../../shared/staff/staff-notices.ts";

/** The query keys each kind of notice makes stale: the dashboard and the tab its record is on. */
const STALE_QUERIES: Record<StaffNotice["kind"], readonly (readonly string[])[]> = {
  addon: [
    ["admin", "dashboard"],
    ["admin", "pet-bookings"],
  ],
  contact: [
    ["admin", "dashboard"],
    ["admin", "inquiries"],
  ],
  event: [
    ["admin", "dashboard"],
    ["admin", "inquiries"],
  ],
};

/**
 * Listens to GET /api/admin/events while the staff area is open. EventSource reconnects by itself
 * after a dropped network or a server restart, sending the last event id so nothing is missed;
 * each notice is handed to `onNotice` and the lists it concerns are fetched again.
 */
export function useStaffEventStream(onNotice: (notice: StaffNotice) => void, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(STAFF_EVENTS_PATH, { withCredentials: true });
    const receive = (event: MessageEvent<string>) => {
      let parsed: ReturnType<typeof staffNoticeSchema.safeParse>;
      try {
        parsed = staffNoticeSchema.safeParse(JSON.parse(event.data));
      } catch {
        return;
      }
      if (!parsed.success) return;
      onNotice(parsed.data);
      for (const queryKey of STALE_QUERIES[parsed.data.kind]) void queryClient.invalidateQueries({ queryKey });
    };
    source.addEventListener(STAFF_EVENT_NAMES.notice, receive);
    return () => {
      source.removeEventListener(STAFF_EVENT_NAMES.notice, receive);
      source.close();
    };
  }, [enabled, onNotice, queryClient]);
}

