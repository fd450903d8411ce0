import { useQuery } from "@tanstack/react-query";
import { staffSessionQuery } from "./staff-api.ts";

/**
 * The signed-in member of staff (`staff.session`). Checked again when the browser tab comes
 * back into focus, so an expired session sends its owner to sign in before they act on stale data.
 */
export function useStaffSession() {
  return useQuery(staffSessionQuery());
}
