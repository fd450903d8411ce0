import { describe, expect, it } from "vitest";
import {
  forgetReturnPath,
  RETURN_PATH_KEY,
  safeReturnPath,
  saveReturnPath,
  takeReturnPath,
} from "../../../../../src/web/features/admin/sign-in/return-path.ts";
import { mapStorage } from "../shell/map-storage.ts";

describe("safeReturnPath", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin/bookings", "/admin/bookings"],
    ["/admin/inquiries?status=new#row-3", "/admin/inquiries?status=new#row-3"],
    ["/admin/./pricing", "/admin/pricing"],
  ])("keeps the staff-area path %s", (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });

  it.each([
    ["another site, scheme-relative", "//evil.example/admin"],
    ["another site, absolute", "https://evil.example/admin"],
    ["a backslash that browsers read as a slash", "/\\evil.example/admin"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a public page", "/rooms"],
    ["a path that only starts like the staff area", "/administrator"],
    ["a climb out of the staff area", "/admin/../rooms"],
    ["the sign-in page itself", "/admin/login"],
    ["the sign-in page with a trailing slash", "/admin/login/"],
    ["nothing", ""],
    ["null", null],
  ])("refuses %s", (_case, candidate) => {
    expect(safeReturnPath(candidate)).toBeUndefined();
  });
});

describe("saving and taking the return path", () => {
  it("saves a staff-area path and hands it back once", () => {
    const storage = mapStorage();
    saveReturnPath(storage, "/admin/pet-accommodation?verified=pending");
    expect(takeReturnPath(storage)).toBe("/admin/pet-accommodation?verified=pending");
    expect(takeReturnPath(storage)).toBe("/admin");
  });

  it("does not save a path outside the staff area, keeping the earlier one", () => {
    const storage = mapStorage({ [RETURN_PATH_KEY]: "/admin/bookings" });
    saveReturnPath(storage, "//evil.example");
    expect(storage.items.get(RETURN_PATH_KEY)).toBe("/admin/bookings");
  });

  it("opens the staff area's home when the stored value was tampered with", () => {
    const storage = mapStorage({ [RETURN_PATH_KEY]: "https://evil.example/admin" });
    expect(takeReturnPath(storage)).toBe("/admin");
    expect(storage.items.has(RETURN_PATH_KEY)).toBe(false);
  });

  it("opens the staff area's home without storage, and survives a storage that refuses to save", () => {
    expect(takeReturnPath(null)).toBe("/admin");
    const full = { ...mapStorage(), setItem: () => { throw new DOMException("full", "QuotaExceededError"); } };
    expect(() => saveReturnPath(full, "/admin/bookings")).not.toThrow();
  });

  it("forgets the saved path (signing out)", () => {
    const storage = mapStorage({ [RETURN_PATH_KEY]: "/admin/audit" });
    forgetReturnPath(storage);
    expect(takeReturnPath(storage)).toBe("/admin");
  });
});
