import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_POLICY, retryDelayMs } from "../../../../../src/server/services/outbox/outbox-retry.ts";
import { toMailDeliveryError } from "../../../../../src/server/integrations/mail.ts";

describe("retryDelayMs", () => {
  it("doubles from 5 s and stops at 30 minutes with the default policy", () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 50].map((attempts) => retryDelayMs(attempts, DEFAULT_RETRY_POLICY) / 1000);
    expect(waits).toEqual([5, 10, 20, 40, 80, 160, 320, 640, 1280, 1800, 1800, 1800]);
  });

  it("keeps trying for about two days before giving up", () => {
    let total = 0;
    for (let attempts = 1; attempts < DEFAULT_RETRY_POLICY.maxAttempts; attempts += 1) total += retryDelayMs(attempts, DEFAULT_RETRY_POLICY);
    expect(total / 3_600_000).toBeGreaterThan(40);
    expect(total / 3_600_000).toBeLessThan(60);
  });
});

describe("toMailDeliveryError", () => {
  it("keeps the code and status, drops the server's text (it may quote the address)", () => {
    const error = toMailDeliveryError(
      Object.assign(new Error("550 5.1.1 <jane@example.com>: Recipient address rejected"), { code: "EENVELOPE", responseCode: 550 }),
    );
    expect(error.code).toBe("EENVELOPE 550");
    expect(error.permanent).toBe(true);
    expect(error.message).not.toContain("jane@example.com");
  });

  it.each([
    [{ code: "ECONNECTION" }, "ECONNECTION", false],
    [{ code: "EMESSAGE", responseCode: 451 }, "EMESSAGE 451", false],
    [{ code: "EAUTH", responseCode: 535 }, "EAUTH 535", false],
    [{ code: "EMESSAGE", responseCode: 554 }, "EMESSAGE 554", true],
    [{ code: "not a code <x@y>" }, "EUNKNOWN", false],
    [{}, "EUNKNOWN", false],
  ])("reads %o as %s (permanent: %s)", (fields, code, permanent) => {
    const error = toMailDeliveryError(Object.assign(new Error("x"), fields));
    expect([error.code, error.permanent]).toEqual([code, permanent]);
  });
});
