import { describe, expect, it } from "vitest";
import { TRPCClientError } from "@trpc/client";
import { StaffCallRefusal } from "../../../../../src/web/features/admin/shell/staff-call-error.ts";
import { adminQueryClient } from "../../../../../src/web/features/admin/shell/admin-query-client.ts";
import { retryDelay, retryOutages } from "../../../../../src/web/features/admin/shell/staff-call-retries.ts";

/** A TRPCClientError as the typed client throws it for an error answer of `httpStatus`. */
function trpcFailure(httpStatus: number): TRPCClientError<never> {
  return TRPCClientError.from({ error: { message: "refused", code: -32000, data: { httpStatus, fieldErrors: null } } });
}

describe("staff calls tried again", () => {
  it("retries a network failure or a 5xx up to 3 times", () => {
    for (const error of [new StaffCallRefusal(null), new StaffCallRefusal(502), trpcFailure(500), trpcFailure(503)]) {
      expect([0, 1, 2, 3].map((failures) => retryOutages(failures, error))).toEqual([true, true, true, false]);
    }
  });

  it("never retries a 4xx or an error that is not a staff call's", () => {
    for (const error of [trpcFailure(400), trpcFailure(401), trpcFailure(403), trpcFailure(404), trpcFailure(429), new StaffCallRefusal(429), new Error("bug")]) {
      expect(retryOutages(0, error)).toBe(false);
    }
  });

  it("waits twice as long each time, never more than 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it("applies to reads; writes, which carry no idempotency key, are never sent twice", () => {
    const { queries, mutations } = adminQueryClient.getDefaultOptions();
    expect(queries?.retry).toBe(retryOutages);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(mutations?.retry).toBe(false);
  });
});
