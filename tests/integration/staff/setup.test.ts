import { describe, expect, it } from "vitest";
import { issueSetupToken } from "../../../src/server/services/staff/setup.ts";
import { strongPassword } from "../../factories/staff.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

describe("POST /api/admin/init: the first owner, with the one-time setup token", () => {
  const t = useTestApp();
  const init = (payload: object) => t.app.inject({ method: "POST", url: "/api/admin/init", payload });

  it("works once, only with the token printed at the last start, and never again", async () => {
    await issueSetupToken(t.app.prisma);
    const token = await issueSetupToken(t.app.prisma); // a restart prints a new one; the old one is void
    const owner = { email: "owner@example.com", name: "Olive Owner", password: strongPassword() };

    const wrong = await init({ ...owner, setupToken: "guessed-token" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ success: false, error: "This setup token is not valid. Use the one the server printed at its last start." });
    expect(await t.app.prisma.adminUser.count()).toBe(0);

    const created = await init({ ...owner, setupToken: token });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ data: { user: { email: "owner@example.com", role: "owner", mustChangePassword: false } } });

    const second = await init({ ...owner, email: "second@example.com", setupToken: token });
    expect(second.statusCode).toBe(404);
    expect(second.json()).toEqual({ success: false, error: "Setup is already complete. Please sign in." });
    expect(await t.app.prisma.adminUser.count()).toBe(1);
    expect(await issueSetupToken(t.app.prisma)).toBeUndefined();
    expect(await t.app.prisma.adminSetupToken.count()).toBe(0);

    const signIn = await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email: owner.email, password: owner.password } });
    expect(signIn.statusCode).toBe(200);
  });

  it("judges the cheap things first: once set-up is done it answers 404 before looking at the password, and a wrong token is refused before one is hashed", async () => {
    await t.db.truncate();
    const token = await issueSetupToken(t.app.prisma);
    // A password that would be refused on its own: the token is judged before it.
    const wrongToken = await init({ email: "early@example.com", name: "Early Bird", password: "short", setupToken: "guessed-token" });
    expect(wrongToken.statusCode).toBe(403);
    await init({ email: "owner2@example.com", name: "Olive Owner", password: strongPassword(), setupToken: token });
    const afterwards = await init({ email: "late@example.com", name: "Late Comer", password: "short", setupToken: "anything" });
    expect(afterwards.statusCode).toBe(404);
    expect(afterwards.json()).toEqual({ success: false, error: "Setup is already complete. Please sign in." });
    // How long a refused late call takes (nothing hashed, nothing locked): a strong password each time.
    const times: number[] = [];
    for (let index = 0; index < 5; index++) {
      const started = performance.now();
      const late = await t.app.inject({ method: "POST", url: "/api/admin/init", remoteAddress: `198.51.100.${60 + index}`, payload: { email: "late@example.com", name: "Late Comer", password: strongPassword(), setupToken: "anything" } });
      times.push(performance.now() - started);
      expect(late.statusCode).toBe(404);
    }
    console.info(`POST /api/admin/init after set-up: median ${times.sort((a, b) => a - b)[2]?.toFixed(1)} ms of 5 (argon2id alone takes ~64 ms here)`);
  });
});

describe("POST /api/admin/init counts as a public write", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "3" });

  it("the fourth call in a minute from one address answers 429", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({ method: "POST", url: "/api/admin/init", payload: { email: "x@example.com", name: "X Y", password: strongPassword(), setupToken: "guessed-token" } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 429]);
  });
});
