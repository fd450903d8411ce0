import { describe, expect, it } from "vitest";
import { TRPC_MAX_BATCH_SIZE } from "../../../src/shared/api/trpc-batch.ts";
import { createAdminSession } from "../helpers/admin-session.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

// ADR 030, ADR 035: the sign-in throttle holds when an attacker sends at once what it
// would otherwise send in turn. Each password check that fails writes one audit entry, so the
// entries count the checks the server made; the rest must have been refused (429) unchecked.

const ATTEMPTS_PER_ADDRESS = 10;

describe("the password throttle under concurrency", () => {
  const t = useTestApp();
  let run = 0;

  const failedChecks = () => t.app.prisma.auditEvent.count({ where: { action: "staff.sign_in_failed" } });
  const guess = (address: string, index: number) =>
    t.app.inject({ method: "POST", url: "/api/admin/login", remoteAddress: address, payload: { email: `guess-${run}-${index}@example.com`, password: "wrong-password-123" } });

  it("forty guesses sent at once from one address: at most 10 password checks, the rest 429", async () => {
    run += 1;
    const before = await failedChecks();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => guess("198.51.100.40", index)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ATTEMPTS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - ATTEMPTS_PER_ADDRESS);
    expect((await failedChecks()) - before).toBe(ATTEMPTS_PER_ADDRESS);
  });

  it("three tRPC batches of eight: batching does not multiply the attempts", async () => {
    run += 1;
    const before = await failedChecks();
    const batch = (first: number) => {
      const calls = Array.from({ length: 8 }, (_, index) => [String(index), { email: `batch-${run}-${first + index}@example.com`, password: "wrong-password-123" }]);
      return t.app.inject({
        method: "POST",
        url: `/trpc/${Array(8).fill("staff.login").join(",")}?batch=1`,
        remoteAddress: "198.51.100.41",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(Object.fromEntries(calls)),
      });
    };
    await Promise.all([batch(0), batch(8), batch(16)]);
    const checks = (await failedChecks()) - before;
    console.info(`password checks made for 24 batched guesses: ${checks}`);
    expect(checks).toBeLessThanOrEqual(ATTEMPTS_PER_ADDRESS);
  });

  it("a batch of more calls than the client's link sends is refused whole", async () => {
    const calls = Object.fromEntries(Array.from({ length: TRPC_MAX_BATCH_SIZE + 1 }, (_, index) => [String(index), { email: `big-${index}@example.com`, password: "wrong-password-123" }]));
    const before = await failedChecks();
    const response = await t.app.inject({
      method: "POST",
      url: `/trpc/${Array(TRPC_MAX_BATCH_SIZE + 1).fill("staff.login").join(",")}?batch=1`,
      remoteAddress: "198.51.100.44",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(calls),
    });
    expect(response.statusCode).toBe(400);
    expect(await failedChecks()).toBe(before);
  });

  it("forty addresses of one IPv6 /64 share one budget", async () => {
    run += 1;
    const before = await failedChecks();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => guess(`2001:db8:4:7:${(index + 1).toString(16)}::1`, index)));
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(40 - ATTEMPTS_PER_ADDRESS);
    expect((await failedChecks()) - before).toBe(ATTEMPTS_PER_ADDRESS);
    // Another /64 is another budget.
    expect((await guess("2001:db8:4:8::1", 99)).statusCode).toBe(401);
  });

  it("a right password gives its attempt back: a member of staff who signs in often is never throttled", async () => {
    const { admin } = await createAdminSession(t.app);
    const password = "a long and private passphrase";
    const { hashPassword } = await import("../../../src/server/services/staff/passwords.ts");
    await t.app.prisma.adminUser.update({ where: { id: admin.id }, data: { passwordHash: await hashPassword(password) } });
    for (let i = 0; i < ATTEMPTS_PER_ADDRESS + 5; i += 1) {
      const response = await t.app.inject({ method: "POST", url: "/api/admin/login", remoteAddress: "198.51.100.42", payload: { email: admin.email, password } });
      expect(response.statusCode).toBe(200);
    }
  });

  it("the current-password check of a password change counts against the same throttle", async () => {
    // Two members of staff at one desk, five wrong tries each (an account's sixth would be slowed).
    const desk = [await createAdminSession(t.app), await createAdminSession(t.app)];
    const statuses = [];
    for (let i = 0; i < ATTEMPTS_PER_ADDRESS + 1; i += 1) {
      const { cookie } = desk[i % 2]!;
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/password",
        remoteAddress: "198.51.100.43",
        headers: { cookie },
        payload: { currentPassword: `not-my-password-${i}`, newPassword: "a brand new passphrase" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, ATTEMPTS_PER_ADDRESS).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
