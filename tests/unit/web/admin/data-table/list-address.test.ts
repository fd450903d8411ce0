import { describe, expect, it } from "vitest";
import { addonBookingFilterSchema, addonBookingListQuerySchema } from "../../../../../src/shared/addons/addon-booking-admin.ts";
import { enquiryListQuerySchema } from "../../../../../src/shared/enquiries/enquiry-admin.ts";
import { roomBookingListQuerySchema } from "../../../../../src/shared/rooms/room-booking-admin.ts";
import { exportPathOf, listDefaultsOf, listInputOf, listParamsOf, listQueryFromParams } from "../../../../../src/web/features/admin/data-table/list-address.ts";
import { isFiltered } from "../../../../../src/web/features/admin/pet-bookings/pet-booking-filters-bar.tsx";
import { privacyRequestFilterSchema } from "../../../../../src/web/features/admin/privacy-requests/privacy-request-api.ts";
import { auditFilterSchema } from "../../../../../src/web/features/admin/audit/audit-api.ts";

const EXPORT_PATH = "/api/admin/addon-bookings/export.csv";

describe("a staff list's filters in the address, through the list procedure's own schema", () => {
  it("leaves the defaults out, so the plain list has a plain address", () => {
    const defaults = listDefaultsOf(addonBookingListQuerySchema);
    expect(listParamsOf(addonBookingListQuerySchema, defaults).toString()).toBe("");
    expect(exportPathOf(addonBookingListQuerySchema, EXPORT_PATH, defaults)).toBe(EXPORT_PATH);
    expect(isFiltered(defaults)).toBe(false);
  });

  it("reads back what it wrote, and the server's schemas accept the same query", () => {
    const filters = { ...listDefaultsOf(addonBookingListQuerySchema), search: " PET-7K3M9Q ", payment: "cancelled", verification: "pending", from: "2026-03-01", to: "2026-03-31", sort: "checkIn", order: "asc", page: 3, pageSize: 25 } as const;
    const params = listParamsOf(addonBookingListQuerySchema, filters);
    expect(params.toString()).toBe("search=PET-7K3M9Q&payment=cancelled&verification=pending&from=2026-03-01&to=2026-03-31&sort=checkIn&order=asc&page=3&pageSize=25");
    expect(listQueryFromParams(addonBookingListQuerySchema, params)).toEqual({ ...filters, search: "PET-7K3M9Q" });
    expect(addonBookingListQuerySchema.parse(Object.fromEntries(params))).toMatchObject({ search: "PET-7K3M9Q", payment: "cancelled", page: 3, pageSize: 25 });
    // The export takes every match: no page in its query.
    const exportQuery = new URLSearchParams(exportPathOf(addonBookingListQuerySchema, EXPORT_PATH, filters).split("?")[1]);
    expect([...exportQuery.keys()]).not.toContain("page");
    expect(addonBookingFilterSchema.safeParse(Object.fromEntries(exportQuery)).success).toBe(true);
  });

  it("falls back to the default for anything an edited or old link holds that the list cannot use", () => {
    const read = listQueryFromParams(addonBookingListQuerySchema, new URLSearchParams("payment=paid&verification=maybe&from=2026-02-30&sort=name&order=up&page=-2&pageSize=7"));
    expect(read).toEqual(listDefaultsOf(addonBookingListQuerySchema));
  });

  it("keeps the enquiry filters in the query string, leaving defaults out and ignoring values it does not know", () => {
    const query = listQueryFromParams(enquiryListQuerySchema, new URLSearchParams("kind=event&status=new&search=%20smith%20&page=3&pageSize=13&order=sideways"));
    expect(query).toEqual({ kind: "event", status: "new", search: "smith", page: 3, pageSize: 50, order: "desc" });
    expect(listParamsOf(enquiryListQuerySchema, query).toString()).toBe("kind=event&status=new&search=smith&page=3");
    expect(listParamsOf(enquiryListQuerySchema, listQueryFromParams(enquiryListQuerySchema, new URLSearchParams())).toString()).toBe("");
  });

  it("reads the room-bookings, privacy and audit filters as their procedures take them, an empty choice meaning all", () => {
    expect(listInputOf(roomBookingListQuerySchema, listQueryFromParams(roomBookingListQuerySchema, new URLSearchParams("search=CF-1&sort=created&pageSize=100")))).toEqual({ search: "CF-1", sort: "created", pageSize: 100 });
    expect(listQueryFromParams(privacyRequestFilterSchema, new URLSearchParams("status=in_progress&type=shred"))).toEqual({ status: "in_progress", type: undefined });
    expect(listInputOf(privacyRequestFilterSchema, { status: undefined, type: "export" })).toEqual({ type: "export" });
    const actorId = "8d4c1a52-6f0e-4b7a-9c3d-2e1f0a9b8c7d";
    expect(listInputOf(auditFilterSchema, listQueryFromParams(auditFilterSchema, new URLSearchParams(`action=&actorId=${actorId}&before=9`)))).toEqual({ actorId });
  });
});
