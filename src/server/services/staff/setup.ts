import { randomBytes, timingSafeEqual } from "node:crypto";
import type { PrismaClient } from "../../db/prisma.ts";
import { AppError } from "../../errors.ts";
import type { Logger } from "../core/logger.ts";
import { recordAudit } from "../core/audit-trail.ts";
import { hashPassword, newPasswordProblem } from "./passwords.ts";
import { type AdminIdentity, adminIdentitySelect, hashSessionToken } from "./sessions.ts";
import { SETUP_ALREADY_DONE, SETUP_TOKEN_INVALID } from "../../../shared/staff/staff-account-messages.ts";
import type { ServiceContext } from "../core/service-context.ts";

// The first owner (ADR 013): while no account exists, each start of the server makes a
// new one-time setup token and logs it; POST /api/admin/init creates the owner with it, once.

/** A fresh setup token when no account exists yet (its hash replaces any earlier one); undefined otherwise. */
export async function issueSetupToken(prisma: PrismaClient): Promise<string | undefined> {
  if ((await prisma.adminUser.count()) > 0) {
    await prisma.adminSetupToken.deleteMany();
    return undefined;
  }
  const token = randomBytes(24).toString("base64url");
  const tokenHash = hashSessionToken(token);
  await prisma.adminSetupToken.upsert({ where: { id: 1 }, create: { id: 1, tokenHash }, update: { tokenHash, createdAt: new Date() } });
  return token;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Creates the first owner with the setup token; refused once any account exists. The cheap checks
 * come first (is set-up open, is the token right): only a caller holding the token makes the
 * server hash a password or lock the staff table.
 */
export async function completeSetup(
  { prisma, now, ipAddress }: ServiceContext,
  input: { email: string; name: string; password: string; setupToken: string },
): Promise<AdminIdentity> {
  const open = await prisma.adminSetupToken.findUnique({ where: { id: 1 }, select: { tokenHash: true } });
  if (!open) {
    if ((await prisma.adminUser.count()) > 0) throw new AppError("NOT_FOUND", SETUP_ALREADY_DONE);
    throw new AppError("FORBIDDEN", SETUP_TOKEN_INVALID);
  }
  if (!sameHash(open.tokenHash, hashSessionToken(input.setupToken))) throw new AppError("FORBIDDEN", SETUP_TOKEN_INVALID);
  const email = input.email.toLowerCase();
  const problem = newPasswordProblem(input.password, { email, name: input.name });
  if (problem) throw new AppError("BAD_REQUEST", problem, { fieldErrors: { password: problem } });
  const passwordHash = await hashPassword(input.password);
  return prisma.$transaction(async (tx) => {
    // Serialises two concurrent setups: the second waits, then finds the first owner.
    await tx.$executeRaw`LOCK TABLE "admin_user" IN SHARE ROW EXCLUSIVE MODE`;
    if ((await tx.adminUser.count()) > 0) throw new AppError("NOT_FOUND", SETUP_ALREADY_DONE);
    const stored = await tx.adminSetupToken.findUnique({ where: { id: 1 }, select: { tokenHash: true } });
    if (!stored || !sameHash(stored.tokenHash, hashSessionToken(input.setupToken))) throw new AppError("FORBIDDEN", SETUP_TOKEN_INVALID);
    const owner = await tx.adminUser.create({ data: { email, name: input.name, role: "owner", passwordHash }, select: adminIdentitySelect });
    await tx.adminSetupToken.deleteMany();
    await recordAudit(tx, { action: "staff.setup_completed", actor: owner, target: { type: "staff", id: owner.id }, ipAddress: ipAddress }, now());
    return owner;
  });
}

/** At start, while no account exists: a fresh setup token in the log, and how to use it. */
export async function announceSetupToken(prisma: PrismaClient, log: Logger, publicUrl: string): Promise<void> {
  const setupToken = await issueSetupToken(prisma);
  if (!setupToken) return;
  log.warn(
    { setupToken, setupCall: `POST ${publicUrl}/api/admin/init {"email","name","password","setupToken"}` },
    "no staff account yet: create the first owner with this one-time setup token (or run npm run admin:create)",
  );
}

/**
 * `npm run admin:create`: an account made by whoever runs the server (no setup token needed,
 * having the machine is the proof). The first account is an owner unless told otherwise.
 */
export async function createAccountFromCommandLine(
  prisma: PrismaClient,
  input: { email: string; name: string; password: string; role: "owner" | "reception" | undefined },
): Promise<AdminIdentity> {
  const email = input.email.toLowerCase();
  const problem = newPasswordProblem(input.password, { email, name: input.name });
  if (problem) throw new AppError("BAD_REQUEST", problem);
  const passwordHash = await hashPassword(input.password);
  return prisma.$transaction(async (tx) => {
    if (await tx.adminUser.findUnique({ where: { email }, select: { id: true } })) throw new AppError("CONFLICT", "A member of staff already has this e-mail address");
    const role = input.role ?? ((await tx.adminUser.count()) === 0 ? "owner" : "reception");
    const account = await tx.adminUser.create({ data: { email, name: input.name, role, passwordHash }, select: adminIdentitySelect });
    await tx.adminSetupToken.deleteMany();
    await recordAudit(tx, { action: "staff.account_created", actor: { id: null, email: null }, target: { type: "staff", id: account.id }, ipAddress: "command line", details: { role } }, new Date());
    return account;
  });
}
