import { useSearchParams } from "react-router-dom";
import { filtersFromSearchParams, type PetBookingFilters, searchParamsOf } from "./pet-booking-filters.ts";

/**
 * The list's filters, read from and written to the address. A change of filter goes back to the
 * first page; the entry is replaced rather than added, so Back leaves the tab (its address keeps
 * the filters for when staff come back) instead of stepping through every keystroke.
 */
export function usePetBookingFilters(): [PetBookingFilters, (change: Partial<PetBookingFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearchParams(params);
  function change(patch: Partial<PetBookingFilters>): void {
    // From the address as it is now, not as it was at the last render: the debounced search can
    // land between a select's change and the render that follows it, and must not undo it.
    const current = filtersFromSearchParams(new URLSearchParams(window.location.search));
    const next = { ...current, ...patch, ...("page" in patch ? {} : { page: 1 }) };
    setParams(searchParamsOf(next), { replace: true });
  }
  return [filters, change];
}
