import { TRPCClientError } from "@trpc/client";
import { describe, expect, it, vi } from "vitest";
import { createServerConnection, failedOnItsOwn, isAwayStatus, isServerAway } from "../../../../../src/web/features/admin/shell/server-connection.ts";
import { StaffCallRefusal } from "../../../../../src/web/features/admin/shell/staff-call-error.ts";

function trpcFailure(httpStatus: number): TRPCClientError<never> {
  return TRPCClientError.from({ error: { message: "Refused", code: -32001, data: { httpStatus, fieldErrors: null } } });
}

describe("telling a server that is away from one that says no", () => {
  it.each([null, 502, 503, 504])("takes status %s for the server being away", (status) => {
    expect(isAwayStatus(status)).toBe(true);
    expect(isServerAway(new StaffCallRefusal(status))).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 429, 500])("takes status %s for the server's own answer", (status) => {
    expect(isAwayStatus(status)).toBe(false);
    expect(isServerAway(trpcFailure(status))).toBe(false);
  });

  it("takes no error, or a bug, for neither", () => {
    expect(isServerAway(null)).toBe(false);
    expect(isServerAway(new Error("bug"))).toBe(false);
  });

  it("lets a screen say its own failure words only when the server answered", () => {
    expect(failedOnItsOwn({ isError: true, error: trpcFailure(500) })).toBe(true);
    expect(failedOnItsOwn({ isError: true, error: new StaffCallRefusal(null) })).toBe(false);
    expect(failedOnItsOwn({ isError: true, error: new StaffCallRefusal(503) })).toBe(false);
    expect(failedOnItsOwn({ isError: false, error: null })).toBe(false);
  });
});

describe("the staff area's view of the server", () => {
  it("tells its listeners when it goes away and comes back, and its return listeners once per return", () => {
    const connection = createServerConnection();
    const changed = vi.fn();
    const returned = vi.fn();
    connection.subscribe(changed);
    const stop = connection.onReturn(returned);
    connection.markBack();
    expect(changed).not.toHaveBeenCalled();
    connection.markAway();
    connection.markAway();
    expect(connection.isAway()).toBe(true);
    expect(changed).toHaveBeenCalledOnce();
    connection.markBack();
    connection.markBack();
    expect(connection.isAway()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(2);
    expect(returned).toHaveBeenCalledOnce();
    stop();
    connection.markAway();
    connection.markBack();
    expect(returned).toHaveBeenCalledOnce();
  });
});
