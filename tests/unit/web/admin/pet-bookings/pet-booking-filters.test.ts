import { describe, expect, it } from "vitest";
import { addonBookingFilterSchema, addonBookingListQuerySchema } from "../../../../../src/shared/addons/addon-booking-admin.ts";
import {
  apiQueryOf,
  DEFAULT_PET_BOOKING_FILTERS,
  filtersFromSearchParams,
  isFiltered,
  searchParamsOf,
} from "../../../../../src/web/features/admin/pet-bookings/pet-booking-filters.ts";

describe("the Pet Accommodation filters in the address", () => {
  it("leaves the defaults out, so the plain list has a plain address", () => {
    expect(searchParamsOf(DEFAULT_PET_BOOKING_FILTERS).toString()).toBe("");
    expect(apiQueryOf(DEFAULT_PET_BOOKING_FILTERS, { paged: true })).toBe("");
    expect(isFiltered(DEFAULT_PET_BOOKING_FILTERS)).toBe(false);
  });

  it("reads back what it wrote, and the server's schemas accept the same query", () => {
    const filters = { ...DEFAULT_PET_BOOKING_FILTERS, search: " PET-7K3M9Q ", payment: "cancelled", verification: "pending", from: "2026-03-01", to: "2026-03-31", sort: "checkIn", order: "asc", page: 3, pageSize: 25 } as const;
    const params = searchParamsOf(filters);
    expect(params.toString()).toBe("search=PET-7K3M9Q&payment=cancelled&verification=pending&from=2026-03-01&to=2026-03-31&sort=checkIn&order=asc&page=3&pageSize=25");
    expect(filtersFromSearchParams(params)).toEqual({ ...filters, search: "PET-7K3M9Q" });
    expect(addonBookingListQuerySchema.parse(Object.fromEntries(params))).toMatchObject({ search: "PET-7K3M9Q", payment: "cancelled", page: 3, pageSize: 25 });
    // The export takes every match: no page in its query.
    const exportQuery = new URLSearchParams(apiQueryOf(filters, { paged: false }).slice(1));
    expect([...exportQuery.keys()]).not.toContain("page");
    expect(addonBookingFilterSchema.safeParse(Object.fromEntries(exportQuery)).success).toBe(true);
  });

  it("falls back to the default for anything an edited or old link holds that the list cannot use", () => {
    const read = filtersFromSearchParams(new URLSearchParams("payment=paid&verification=maybe&from=2026-02-30&sort=name&order=up&page=-2&pageSize=7"));
    expect(read).toEqual(DEFAULT_PET_BOOKING_FILTERS);
  });
});
