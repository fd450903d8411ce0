import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { listParamsOf, listQueryFromParams, type ListQuery, type ListQuerySchema } from "./list-address.ts";

/**
 * A staff list's query kept in the address (list-address.ts), so a reload, Back or a shared link
 * shows the same list. A change of filter goes back to the first page. The entry is replaced
 * rather than added, so Back leaves the tab (its address keeping the filters for when staff come
 * back) instead of stepping through every keystroke.
 */
export function useListAddress<Schema extends ListQuerySchema>(schema: Schema): [ListQuery<Schema>, (change: Partial<ListQuery<Schema>>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryFromParams(schema, params), [schema, params]);
  const change = useCallback(
    (patch: Partial<ListQuery<Schema>>) => {
      // From the address as it is now, not as it was at the last render: a debounced search can
      // land between a select's change and the render that follows it, and must not undo it.
      const current = listQueryFromParams(schema, new URLSearchParams(window.location.search));
      const firstPage = "page" in schema.shape && !("page" in patch) ? { page: 1 } : {};
      setParams(listParamsOf(schema, { ...current, ...firstPage, ...patch }), { replace: true });
    },
    [schema, setParams],
  );
  return [query, change];
}
