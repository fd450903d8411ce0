import { describe, expect, it } from "vitest";
import { CURRENT_PASSWORD_WRONG, TWO_FACTOR_CODE_NEEDED, TWO_FACTOR_CODE_WRONG } from "../../../src/shared/staff/staff-account-messages.ts";
import { createStaffAccount, strongPassword } from "../../factories/staff.ts";
import { codeFor, createProvingOwner, TWO_FACTOR_SECRET, wrongCodeFor } from "../helpers/owner-proof.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

// ADR 035: an owner's changes to other accounts need the owner's own proof of the person (the
// current password and a current code), as one's own account changes do, so a session alone
// cannot make a second owner, reset, disable or enable anyone. The proof goes through the sign-in
// throttle, and only a change that happened is audited.

interface OwnerChange {
  name: string;
  /** The account the change is made to (none for a new one). */
  target: () => Promise<{ id: string; email: string }>;
  url: (targetId: string) => string;
  body: (target: { id: string; email: string }) => Record<string, string>;
  status: number;
  /** Whether the change has happened to the target. */
  happened: (target: { id: string; email: string }) => Promise<boolean>;
  audited: string;
}

describe("an owner's changes to other accounts need the owner's proof of the person", () => {
  const t = useTestApp();
  let address = 0;
  const post = (url: string, cookie: string, payload: object, remoteAddress = `192.0.2.${++address}`) =>
    t.app.inject({ method: "POST", url, headers: { cookie }, remoteAddress, payload });
  const account = (id: string) => t.app.prisma.adminUser.findUnique({ where: { id }, select: { mustChangePassword: true, totpSecret: true, disabledAt: true } });
  const newAccount = { name: "Mallory Owner", role: "owner" };

  const changes: OwnerChange[] = [
    {
      name: "creating an account (here a second owner)",
      target: () => Promise.resolve({ id: "", email: `second-owner-${++address}@example.com` }),
      url: () => "/api/admin/staff",
      body: ({ email }) => ({ ...newAccount, email, password: strongPassword() }),
      status: 201,
      happened: async ({ email }) => (await t.app.prisma.adminUser.count({ where: { email } })) === 1,
      audited: "staff.account_created",
    },
    {
      name: "resetting another member's password",
      target: () => createStaffAccount(t.app.prisma),
      url: (id) => `/api/admin/staff/${id}/reset-password`,
      body: () => ({ temporaryPassword: strongPassword() }),
      status: 200,
      happened: async ({ id }) => (await account(id))?.mustChangePassword === true,
      audited: "staff.password_reset",
    },
    {
      name: "resetting another member's two-factor sign-in",
      target: () => createStaffAccount(t.app.prisma, { totpSecret: TWO_FACTOR_SECRET }),
      url: (id) => `/api/admin/staff/${id}/reset-two-factor`,
      body: () => ({}),
      status: 200,
      happened: async ({ id }) => (await account(id))?.totpSecret === null,
      audited: "staff.two_factor_reset",
    },
    {
      name: "disabling a member",
      target: () => createStaffAccount(t.app.prisma, { role: "owner", totpSecret: TWO_FACTOR_SECRET }),
      url: (id) => `/api/admin/staff/${id}/disable`,
      body: () => ({}),
      status: 200,
      happened: async ({ id }) => (await account(id))?.disabledAt !== null,
      audited: "staff.account_disabled",
    },
    {
      name: "enabling a disabled member",
      target: () => createStaffAccount(t.app.prisma, { disabled: true }),
      url: (id) => `/api/admin/staff/${id}/enable`,
      body: () => ({}),
      status: 200,
      happened: async ({ id }) => (await account(id))?.disabledAt === null,
      audited: "staff.account_enabled",
    },
  ];

  it.each(changes)("$name: refused without proof, with a wrong password or a wrong code; done and audited with it", async (change) => {
    const owner = await createProvingOwner(t.app);
    const target = await change.target();
    const send = (proof: object) => post(change.url(target.id), owner.cookie, { ...change.body(target), ...proof });
    const auditedCount = () => t.app.prisma.auditEvent.count({ where: { action: change.audited, actorId: owner.id } });

    const refusals = [
      { proof: {}, fieldErrors: { currentPassword: "Current password is required" } },
      { proof: { currentPassword: owner.password }, fieldErrors: { currentCode: TWO_FACTOR_CODE_NEEDED } },
      { proof: { currentPassword: "not my password at all", currentCode: codeFor(TWO_FACTOR_SECRET) }, fieldErrors: { currentPassword: CURRENT_PASSWORD_WRONG } },
      { proof: { currentPassword: owner.password, currentCode: wrongCodeFor(TWO_FACTOR_SECRET) }, fieldErrors: { currentCode: TWO_FACTOR_CODE_WRONG } },
    ];
    for (const { proof, fieldErrors } of refusals) {
      const refused = await send(proof);
      expect({ proof, status: refused.statusCode, body: refused.json<unknown>() }).toMatchObject({ proof, status: 400, body: { success: false, fieldErrors } });
    }
    expect(await change.happened(target)).toBe(false);
    expect(await auditedCount()).toBe(0);

    const done = await send({ currentPassword: owner.password, currentCode: codeFor(TWO_FACTOR_SECRET) });
    expect(done.statusCode).toBe(change.status);
    expect(await change.happened(target)).toBe(true);
    expect(await auditedCount()).toBe(1);
  });

  it("wrong proofs count against the sign-in throttle: after ten from one address, the next change and sign-in itself answer 429", async () => {
    // Two owners at one desk, five wrong passwords each (an account's sixth would be slowed).
    const owners = [await createProvingOwner(t.app), await createProvingOwner(t.app)];
    const member = await createStaffAccount(t.app.prisma);
    const desk = "192.0.2.250";
    const wrong = { currentPassword: "not my password at all", currentCode: codeFor(TWO_FACTOR_SECRET) };
    const changesToMember = changes.slice(1);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const change = changesToMember[i % changesToMember.length]!;
      statuses.push((await post(change.url(member.id), owners[i % 2]!.cookie, { ...change.body(member), ...wrong }, desk)).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 400));
    const rightProofTooLate = await post(`/api/admin/staff/${member.id}/disable`, owners[0]!.cookie, owners[0]!.proof(), desk);
    expect(rightProofTooLate.statusCode).toBe(429);
    const signIn = await t.app.inject({ method: "POST", url: "/api/admin/login", remoteAddress: desk, payload: { email: member.email, password: member.password } });
    expect(signIn.statusCode).toBe(429);
    expect((await account(member.id))?.disabledAt).toBeNull();
  });

  it("the API description asks each of these calls for the proof", async () => {
    const owner = await createProvingOwner(t.app);
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json", headers: { cookie: owner.cookie } })).json<{
      paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: { properties?: object; required?: string[] } }> } } }>;
    }>();
    for (const path of ["/api/admin/staff", ...["reset-password", "reset-two-factor", "disable", "enable"].map((action) => `/api/admin/staff/{staffId}/${action}`)]) {
      const body = document.paths[path]?.post?.requestBody?.content["application/json"]?.schema;
      expect(Object.keys(body?.properties ?? {}), path).toEqual(expect.arrayContaining(["currentPassword", "currentCode"]));
      expect(body?.required, path).toContain("currentPassword");
    }
  });
});
