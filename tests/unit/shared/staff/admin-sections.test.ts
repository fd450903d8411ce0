import { describe, expect, it } from "vitest";
import { ADMIN_PATHS, ADMIN_SECTIONS, mayOpenSection } from "../../../../src/shared/staff/admin-sections.ts";
import { isStaffAreaPath } from "../../../../src/shared/staff/staff-area-path.ts";
import { staffSessionSchema } from "../../../../src/shared/staff/staff-user.ts";

describe("the staff area's sections", () => {
  it("gives every tab an address the build writes and the server serves", () => {
    expect(ADMIN_PATHS).toEqual([
      "/admin",
      "/admin/login",
      "/admin/dashboard",
      "/admin/check-in",
      "/admin/inventory",
      "/admin/bookings",
      "/admin/pet-accommodation",
      "/admin/inquiries",
      "/admin/events",
      "/admin/pricing",
      "/admin/privacy-requests",
      "/admin/staff",
      "/admin/audit",
      "/admin/account",
    ]);
  });

  it("tells the staff area's addresses from the public site's", () => {
    expect(ADMIN_PATHS.every(isStaffAreaPath)).toBe(true);
    expect(["/", "/administrator", "/rooms/admin", "/admins"].some(isStaffAreaPath)).toBe(false);
  });

  it("shows reception the spec's five tabs plus Check-in, Events, Pricing and Privacy requests, and owners Staff and Audit too", () => {
    const labelsFor = (role: "owner" | "reception") => ADMIN_SECTIONS.filter((section) => mayOpenSection(section, role)).map((section) => section.label);
    expect(labelsFor("reception")).toEqual(["Dashboard", "Check-in", "Room Inventory", "Bookings", "Pet Accommodation", "Inquiries", "Events", "Pricing", "Privacy requests"]);
    expect(labelsFor("owner")).toEqual([...labelsFor("reception"), "Staff", "Audit"]);
  });
});

describe("staffSessionSchema", () => {
  const user = { id: "9b1deb4d", email: "desk@example.com", name: "", role: "reception", mustChangePassword: true, totpEnabledAt: null };

  it("reads the session answer and drops fields the admin does not know", () => {
    expect(staffSessionSchema.parse({ user: { ...user, passwordHash: "x" } })).toEqual({ user });
  });

  it("refuses a role other than owner or reception", () => {
    expect(staffSessionSchema.safeParse({ user: { ...user, role: "admin" } }).success).toBe(false);
  });
});
