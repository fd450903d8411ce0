import { useQuery } from "@tanstack/react-query";
import { fetchStaffSession, STAFF_SESSION_QUERY_KEY } from "./staff-api.ts";

/**
 * The signed-in member of staff (GET /api/admin/session). Checked again when the browser tab comes
 * back into focus, so an expired session sends its owner to sign in before they act on stale data.
 */
export function useStaffSession() {
  return useQuery({ queryKey: STAFF_SESSION_QUERY_KEY, queryFn: ({ signal }) => fetchStaffSession(signal) });
}
