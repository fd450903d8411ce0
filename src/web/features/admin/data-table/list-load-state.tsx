import { Button } from "../../../components/ui/button.tsx";
import { NotCurrentTag } from "../shell/server-away-notice.tsx";
import { failedOnItsOwn } from "../shell/server-connection.ts";
import { useServerAway } from "../shell/use-server-watch.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";

/** The part of a list query these lines read. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: unknown;
  refetch: () => unknown;
}

/**
 * A staff list's loading line; why it could not load, with a button to ask again; or, while the
 * server is away (said once by the shell, ADR 091), that the rows last loaded are not current.
 */
export function ListLoadState({ list, loading, failed }: { list: ListQuery; loading: string; failed: string }) {
  const away = useServerAway();
  return (
    <>
      {list.isPending ? <p role="status">{loading}</p> : null}
      {away && list.data !== undefined ? <NotCurrentTag /> : null}
      {failedOnItsOwn(list) ? (
        <div className="space-y-3">
          <FormStatus message={failed} />
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
    </>
  );
}
