import {
  ADDON_BOOKING_SORTS,
  ADDON_PAYMENT_FILTERS,
  ADDON_VERIFICATION_FILTERS,
  type AddonBookingSort,
  type AddonPaymentFilter,
  type AddonVerificationFilter,
} from "../../../../shared/addons/addon-booking-admin.ts";
import { isIsoDate } from "../../../../shared/dates.ts";
import { DEFAULT_STAFF_PAGE_SIZE, STAFF_PAGE_SIZES } from "../../../../shared/staff/staff-list.ts";

/** What the list shows, kept in the address (?search=…&payment=…) so a reload or Back keeps it. */
export interface PetBookingFilters {
  search: string;
  payment: AddonPaymentFilter;
  verification: AddonVerificationFilter;
  /** YYYY-MM-DD or "" */
  from: string;
  to: string;
  sort: AddonBookingSort;
  order: "asc" | "desc";
  page: number;
  pageSize: number;
}

export const DEFAULT_PET_BOOKING_FILTERS: PetBookingFilters = {
  search: "",
  payment: "all",
  verification: "all",
  from: "",
  to: "",
  sort: "created",
  order: "desc",
  page: 1,
  pageSize: DEFAULT_STAFF_PAGE_SIZE,
};

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/** The filters of an address; anything unreadable (an edited or old link) falls back to its default. */
export function filtersFromSearchParams(params: URLSearchParams): PetBookingFilters {
  const date = (name: string) => {
    const value = params.get(name) ?? "";
    return isIsoDate(value) ? value : "";
  };
  const page = Number(params.get("page"));
  const pageSize = Number(params.get("pageSize"));
  return {
    search: (params.get("search") ?? "").slice(0, 100),
    payment: oneOf(ADDON_PAYMENT_FILTERS, params.get("payment"), "all"),
    verification: oneOf(ADDON_VERIFICATION_FILTERS, params.get("verification"), "all"),
    from: date("from"),
    to: date("to"),
    sort: oneOf(ADDON_BOOKING_SORTS, params.get("sort"), "created"),
    order: oneOf(["asc", "desc"] as const, params.get("order"), "desc"),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (STAFF_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_STAFF_PAGE_SIZE,
  };
}

/** The address's query for the filters: defaults left out, so a plain list has a plain address. */
export function searchParamsOf(filters: PetBookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_PET_BOOKING_FILTERS) as (keyof PetBookingFilters)[]) {
    const value = key === "search" ? filters.search.trim() : filters[key];
    if (value !== DEFAULT_PET_BOOKING_FILTERS[key]) params.set(key, String(value));
  }
  return params;
}

/** The server's query for the list (with the page) or the CSV export (every match, no page). */
export function apiQueryOf(filters: PetBookingFilters, { paged }: { paged: boolean }): string {
  const params = searchParamsOf(filters);
  if (!paged) {
    params.delete("page");
    params.delete("pageSize");
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The list procedure's input: what differs from the defaults (the server's too), as in the address. */
export function listInputOf(filters: PetBookingFilters): Partial<PetBookingFilters> {
  const input: Partial<PetBookingFilters> = {};
  for (const key of Object.keys(DEFAULT_PET_BOOKING_FILTERS) as (keyof PetBookingFilters)[]) {
    const value = key === "search" ? filters.search.trim() : filters[key];
    if (value !== DEFAULT_PET_BOOKING_FILTERS[key]) Object.assign(input, { [key]: value });
  }
  return input;
}

/** True when any filter narrows the list (the order and page do not). */
export function isFiltered(filters: PetBookingFilters): boolean {
  return filters.search.trim() !== "" || filters.payment !== "all" || filters.verification !== "all" || filters.from !== "" || filters.to !== "";
}
