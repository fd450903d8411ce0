/**
 * A receptionist signing in (POST /api/admin/login, right password, no two-factor): one argon2id
 * verification per request by design (~64 ms of one core on the project's machines), so this row shows how
 * many sign-ins a second the machine bears and how long the slowest take while it is saturated.
 * `npm run bench:api` creates the account (an owner first, as the first account must be) before it
 * measures. A refused sign-in costs the same argon2 work (ADR 013), so this row bounds both.
 */
export const BENCH_OWNER = { email: "bench-owner@example.com", password: "bench owner passphrase 2026" } as const;
export const BENCH_RECEPTIONIST = { email: "bench-reception@example.com", password: "bench reception passphrase 2026" } as const;

export const scenario = {
  name: "POST /api/admin/login (argon2id)",
  method: "POST",
  path: "/api/admin/login",
  body: { email: BENCH_RECEPTIONIST.email, password: BENCH_RECEPTIONIST.password },
} as const;
