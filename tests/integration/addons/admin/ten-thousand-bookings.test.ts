import { describe, expect, it } from "vitest";
import { addonBookingListSchema } from "../../../../src/shared/addons/addon-booking-admin.ts";
import { storedAddonBooking } from "../../../factories/addon-bookings.ts";
import { createAdminSession } from "../../helpers/admin-session.ts";
import { useTestApp } from "../../helpers/use-test-app.ts";

const STATUSES = ["succeeded", "succeeded", "succeeded", "pending", "failed", "cancelled"] as const;
const DAY = 86_400_000;

type Row = ReturnType<typeof storedAddonBooking>;
const byCreatedDesc = (a: Row, b: Row) => Number(b.createdAt) - Number(a.createdAt);
const byCheckInAsc = (a: Row, b: Row) => Number(a.checkInDate) - Number(b.checkInDate) || Number(a.createdAt) - Number(b.createdAt);

// Speed at this size is measured by `npm run bench:staff` (p50 / p99 on PostgreSQL), not timed
// here: this test proves the server searches, filters, sorts and pages 10,000 bookings correctly,
// each answer checked against the same rows filtered in the test.
describe("the Pet Accommodation list with 10,000 bookings", () => {
  const t = useTestApp();

  it("answers searched, filtered and sorted pages whose rows and totals match the bookings", async () => {
    const start = Date.parse("2026-01-01T00:00:00Z");
    const rows = Array.from({ length: 10_000 }, (_, index) =>
      storedAddonBooking({
        // The factory draws references at random; 10,000 of them need distinct ones.
        reference: `PET-${index.toString(36).toUpperCase().padStart(6, "0")}`,
        guestName: `Guest ${index}`,
        checkInDate: new Date(start + (index % 365) * DAY),
        checkOutDate: new Date(start + ((index % 365) + 2) * DAY),
        paymentStatus: STATUSES[index % STATUSES.length] ?? "succeeded",
        verifiedAtReception: index % 4 === 0,
        createdAt: new Date(start + index * 60_000),
      }),
    );
    for (let offset = 0; offset < rows.length; offset += 2000) await t.db.prisma.addonBooking.createMany({ data: rows.slice(offset, offset + 2000) });
    const { cookie } = await createAdminSession(t.app, { role: "owner" });
    const list = async (query: string) => {
      const answer = await t.app.inject({ method: "GET", url: `/api/admin/addon-bookings${query}`, headers: { cookie } });
      expect(answer.statusCode).toBe(200);
      return addonBookingListSchema.parse(answer.json<{ data: unknown }>().data);
    };
    const references = (page: { rows: { reference: string }[] }) => page.rows.map((row) => row.reference);

    const firstPage = await list("");
    expect(firstPage.total).toBe(10_000);
    expect(references(firstPage)).toEqual([...rows].sort(byCreatedDesc).slice(0, firstPage.pageSize).map((row) => row.reference));

    const searched = rows.filter((row) => row.guestName.toLowerCase().includes("guest 99") && row.paymentStatus === "succeeded").sort(byCheckInAsc);
    const secondPage = await list("?search=guest%2099&payment=succeeded&sort=checkIn&order=asc&page=2&pageSize=25");
    expect(secondPage.total).toBe(searched.length);
    expect(references(secondPage)).toEqual(searched.slice(25, 50).map((row) => row.reference));

    const march = rows.filter((row) => row.checkInDate >= new Date("2026-03-01T00:00:00Z") && row.checkInDate <= new Date("2026-03-31T00:00:00Z") && !row.verifiedAtReception).sort(byCreatedDesc);
    const marchPage = await list("?from=2026-03-01&to=2026-03-31&verification=pending&pageSize=100");
    expect(marchPage.total).toBe(march.length);
    expect(references(marchPage)).toEqual(march.slice(0, 100).map((row) => row.reference));
  });
});
