import { describe, expect, it } from "vitest";
import type { AuditEvent } from "../../../../../src/shared/staff/staff-answers.ts";
import { accountHoldOf } from "../../../../../src/web/features/admin/staff-accounts/account-hold.tsx";
import { AUDIT_PAGE_SIZE, olderAuditPageParam } from "../../../../../src/web/features/admin/audit/audit-api.ts";
import { qrCodeImageSource } from "../../../../../src/web/features/admin/staff-accounts/two-factor-setup.tsx";
import { formatStaffDate, formatStaffDateTime } from "../../../../../src/web/features/admin/ui/staff-date-time.ts";

const owner = { id: "1", email: "olive@example.com", name: "Olive", role: "owner", mustChangePassword: false, totpEnabledAt: "2026-01-05T09:00:00.000Z" } as const;

describe("accountHoldOf", () => {
  it("holds a reset password first, then an owner without two-factor; reception may go without it", () => {
    expect(accountHoldOf(owner)).toBeNull();
    expect(accountHoldOf({ ...owner, totpEnabledAt: null })).toBe("two-factor");
    expect(accountHoldOf({ ...owner, totpEnabledAt: null, mustChangePassword: true })).toBe("password");
    expect(accountHoldOf({ ...owner, role: "reception", totpEnabledAt: null })).toBeNull();
    expect(accountHoldOf({ ...owner, role: "reception", mustChangePassword: true })).toBe("password");
  });
});

describe("the audit trail's pages", () => {
  const page = (ids: number[]): AuditEvent[] =>
    ids.map((id) => ({ id, at: "2026-03-10T12:00:00.000Z", actorId: null, actorEmail: null, action: "staff.sign_in", targetType: null, targetId: null, ipAddress: null, details: null }));

  it("asks for events before the smallest id shown, while a full page came back", () => {
    const full = page(Array.from({ length: AUDIT_PAGE_SIZE }, (_, index) => 120 - index * 2));
    expect(olderAuditPageParam(full)).toBe(120 - (AUDIT_PAGE_SIZE - 1) * 2);
    expect(olderAuditPageParam(page([5, 4, 3]))).toBeUndefined();
    expect(olderAuditPageParam([])).toBeUndefined();
  });
});

describe("staff dates and times", () => {
  it("writes them British style in UK time, summer time included", () => {
    expect(formatStaffDateTime("2026-01-05T09:30:00.000Z")).toBe("5 Jan 2026, 09:30");
    expect(formatStaffDateTime("2026-07-01T09:30:00.000Z")).toBe("1 Jul 2026, 10:30");
    expect(formatStaffDate("2026-12-31T23:30:00.000Z")).toBe("31 Dec 2026");
    expect(formatStaffDateTime("not a date")).toBe("not a date");
  });
});

describe("qrCodeImageSource", () => {
  it("makes the server's SVG an image address, its markup escaped", () => {
    const source = qrCodeImageSource('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
    expect(source.startsWith("data:image/svg+xml;utf8,%3Csvg")).toBe(true);
    expect(source).not.toMatch(/[<>"]/);
  });
});
