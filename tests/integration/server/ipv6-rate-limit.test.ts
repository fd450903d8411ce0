import { describe, expect, it } from "vitest";
import { useTestApp } from "../helpers/use-test-app.ts";

// One IPv6 subscriber or server usually holds a whole /64: counting each address alone would hand
// it 2^64 fresh budgets. Public writes count an IPv6 client by its /64, as sign-in and the global
// limit (@fastify/rate-limit's own key) do.

/** `count` addresses of the /64 `prefix` ("2001:db8:7:1"), each a different interface id. */
function addressesOf(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}:${(index + 1).toString(16)}:a:b:c`);
}

const report = JSON.stringify({ errorId: "AB12CD34", message: "TypeError: x is undefined", path: "/rooms" });

describe("public writes are counted per IPv6 /64", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10" });

  const post = (remoteAddress: string) =>
    t.app.inject({ method: "POST", url: "/api/client-errors", headers: { "content-type": "application/json" }, payload: report, remoteAddress });

  it("refuses the writes past the limit from fourteen addresses of one /64, and lets another /64 through", async () => {
    const statuses: number[] = [];
    for (const address of addressesOf("2001:db8:7:1", 14)) statuses.push((await post(address)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(202), 429, 429, 429, 429]);
    expect((await post("2001:db8:7:2::1")).statusCode).toBe(202);
  });
});
