import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import LogOut from "lucide-react/icons/log-out";
import { useNavigate } from "react-router-dom";
import type { StaffSessionView } from "../../../../shared/staff/staff-answers.ts";
import { ADMIN_LOGIN_PATH } from "../../../../shared/staff/staff-area-path.ts";
import { STAFF_MESSAGES } from "../../../../shared/staff/staff-messages.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { formatStaffDateTime } from "../ui/staff-date-time.ts";
import { ActionsHeaderCell, StateBadge, TableRegion, bodyCellClass, headerCellClass } from "../ui/table-region.tsx";
import { failureMessage } from "../ui/use-staff-form.ts";
import { endSession, sessionsQuery, staffListFilters } from "./staff-account-api.ts";
import { summariseUserAgent } from "./user-agent-summary.ts";
import { failedOnItsOwn } from "../shell/server-connection.ts";

interface SessionsTableProps {
  /** Everyone's sessions (owners) with a column saying whose; otherwise one's own. */
  everyone?: boolean;
  /** Names by account id, for the "Who" column. */
  staffNames?: ReadonlyMap<string, string>;
  caption: string;
}

/**
 * Signed-in sessions (ADR 013): which browser, from where, started and last seen, this device
 * marked, each with "Sign out". Ending this device's own session signs this browser out.
 */
export function SessionsTable({ everyone = false, staffNames, caption }: SessionsTableProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessions = useQuery(sessionsQuery(everyone));
  const end = useMutation({
    mutationFn: (session: StaffSessionView) => endSession(session.id),
    onSuccess: (_ended, session) => {
      if (session.current) {
        // The server has cleared the cookie: this browser is signed out.
        showToast(STAFF_MESSAGES.LOGOUT_SUCCESS, "success");
        void navigate(ADMIN_LOGIN_PATH, { replace: true });
        return;
      }
      showToast("Session signed out", "success");
      void queryClient.invalidateQueries(staffListFilters.sessions());
    },
    onError: (error) => showToast(failureMessage(error), "error"),
  });

  if (sessions.isPending) return <p role="status">Loading sessions...</p>;
  if (failedOnItsOwn(sessions)) return <FormStatus message={failureMessage(sessions.error)} />;
  // Nothing loaded yet and the server away: the shell's notice says so once (ADR 091).
  if (sessions.data === undefined) return null;

  return (
    <TableRegion caption={caption}>
      <thead>
        <tr>
          {everyone ? (
            <th scope="col" className={headerCellClass}>
              Who
            </th>
          ) : null}
          <th scope="col" className={headerCellClass}>
            Browser
          </th>
          <th scope="col" className={headerCellClass}>
            Where
          </th>
          <th scope="col" className={headerCellClass}>
            Started
          </th>
          <th scope="col" className={headerCellClass}>
            Last seen
          </th>
          <ActionsHeaderCell />
        </tr>
      </thead>
      <tbody>
        {sessions.data.length === 0 ? (
          <tr>
            <td colSpan={everyone ? 6 : 5} className={bodyCellClass}>
              No one is signed in.
            </td>
          </tr>
        ) : null}
        {sessions.data.map((session) => {
          const browser = summariseUserAgent(session.userAgent);
          const who = staffNames?.get(session.userId) ?? "Member of staff";
          return (
            <tr key={session.id}>
              {everyone ? <td className={bodyCellClass}>{who}</td> : null}
              <th scope="row" className={`${bodyCellClass} text-left font-medium`}>
                <span title={session.userAgent ?? undefined}>{browser}</span>
                {session.current ? (
                  <>
                    {" "}
                    <StateBadge tone="good">This device</StateBadge>
                  </>
                ) : null}
              </th>
              <td className={bodyCellClass}>{session.ipAddress ?? "Unknown"}</td>
              <td className={`${bodyCellClass} whitespace-nowrap`}>{formatStaffDateTime(session.createdAt)}</td>
              <td className={`${bodyCellClass} whitespace-nowrap`}>{formatStaffDateTime(session.lastSeenAt)}</td>
              <td className={`${bodyCellClass} text-right`}>
                <Button variant="outline" size="sm" disabled={end.isPending} onClick={() => end.mutate(session)}>
                  <LogOut aria-hidden="true" />
                  Sign out
                  <span className="sr-only">
                    {everyone ? ` ${who},` : ""} {session.current ? "this device" : browser}, started {formatStaffDateTime(session.createdAt)}
                  </span>
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableRegion>
  );
}
