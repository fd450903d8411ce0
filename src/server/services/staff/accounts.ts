import type { Prisma, PrismaClient } from "../../db/prisma.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../core/audit-trail.ts";
import { type AccountProof, confirmAccountProof } from "./account-proof.ts";
import { hashPassword, newPasswordProblem } from "./passwords.ts";
import { type AdminIdentity, adminIdentitySelect, restartSessions, type SessionOrigin, staffUserOf } from "./sessions.ts";
import { switchTwoFactorOff } from "./two-factor.ts";
import type { StaffRole } from "../../db/generated/enums.ts";
import type { StaffMember } from "../../../shared/staff/staff-answers.ts";
import { EMAIL_TAKEN, NOT_YOUR_OWN_RESET, NOT_YOURSELF, STAFF_NOT_FOUND } from "../../../shared/staff/staff-account-messages.ts";
import type { ServiceContext, StaffActor } from "../core/service-context.ts";

// Staff accounts (ADR 013, ADR 035): owners create them, reset another member's password
// or two-factor sign-in, disable and enable them; nobody deletes one, so the audit trail keeps its
// names. Each of these changes, and one's own password change, needs proof of the person: the
// acting member's own password and current code (account-proof.ts), so a session alone cannot make
// itself a second owner. What can be refused without the proof is refused first, so such a
// refusal does not use up the code typed with it.

const staffListSelect = { ...adminIdentitySelect, disabledAt: true, createdAt: true } as const;


/** Refuses a weak password, naming the form's field it came in. */
function refuseWeakPassword(password: string, account: { email: string; name: string }, field: "password" | "temporaryPassword"): void {
  const problem = newPasswordProblem(password, account);
  if (problem) throw new AppError("BAD_REQUEST", problem, { fieldErrors: { [field]: problem } });
}

export async function listStaff(prisma: PrismaClient): Promise<StaffMember[]> {
  const rows = await prisma.adminUser.findMany({ select: staffListSelect, orderBy: [{ disabledAt: { sort: "desc", nulls: "first" } }, { name: "asc" }] });
  return rows.map((row) => ({ ...staffUserOf(row), disabledAt: row.disabledAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() }));
}

async function refuseTakenEmail(db: Pick<Prisma.TransactionClient, "adminUser">, email: string): Promise<void> {
  if (await db.adminUser.findUnique({ where: { email }, select: { id: true } })) {
    throw new AppError("CONFLICT", EMAIL_TAKEN, { fieldErrors: { email: EMAIL_TAKEN } });
  }
}

/** A new account, with the owner's proof; `mustChangePassword` so the member of staff chooses their own at first sign-in. */
export async function createStaff(
  context: ServiceContext<StaffActor>,
  input: { email: string; name: string; role: StaffRole; password: string } & AccountProof,
): Promise<AdminIdentity> {
  const { prisma, now, actor, ipAddress } = context;
  const email = input.email.toLowerCase();
  refuseWeakPassword(input.password, { email, name: input.name }, "password");
  await refuseTakenEmail(prisma, email);
  await confirmAccountProof(context, input);
  const passwordHash = await hashPassword(input.password);
  return prisma.$transaction(async (tx) => {
    // Again inside the transaction: another owner may have taken the address meanwhile.
    await refuseTakenEmail(tx, email);
    const created = await tx.adminUser.create({
      data: { email, name: input.name, role: input.role, passwordHash, mustChangePassword: true },
      select: adminIdentitySelect,
    });
    await recordAudit(tx, { action: "staff.account_created", actor, target: { type: "staff", id: created.id }, ipAddress, details: { role: input.role } }, now());
    return created;
  });
}

/** An owner's reset is for someone else: one's own password and two-factor change only with one's own proof. */
function refuseOwnReset(actor: StaffActor, staffId: string): void {
  if (staffId === actor.id) throw new AppError("BAD_REQUEST", NOT_YOUR_OWN_RESET);
}

/** An owner's reset, with the owner's proof: a temporary password, every session ended, a new password chosen at next sign-in. */
export async function resetStaffPassword(context: ServiceContext<StaffActor>, staffId: string, temporaryPassword: string, proof: AccountProof): Promise<void> {
  const { prisma, now, actor, ipAddress } = context;
  refuseOwnReset(actor, staffId);
  const account = await prisma.adminUser.findUnique({ where: { id: staffId }, select: { email: true, name: true } });
  if (!account) throw new AppError("NOT_FOUND", STAFF_NOT_FOUND);
  refuseWeakPassword(temporaryPassword, account, "temporaryPassword");
  await confirmAccountProof(context, proof);
  const passwordHash = await hashPassword(temporaryPassword);
  const at = now();
  await prisma.$transaction(async (tx) => {
    await tx.adminUser.update({ where: { id: staffId }, data: { passwordHash, mustChangePassword: true, passwordChangedAt: at }, select: { id: true } });
    await tx.adminSession.deleteMany({ where: { userId: staffId } });
    await recordAudit(tx, { action: "staff.password_reset", actor, target: { type: "staff", id: staffId }, ipAddress }, at);
  });
}

/**
 * An owner's reset of another member's two-factor sign-in (a lost phone), with the owner's proof:
 * secret and recovery codes gone, every session ended. They sign in with their password alone; an
 * owner is then held at two-factor set-up until they enrol again.
 */
export async function resetStaffTwoFactor(context: ServiceContext<StaffActor>, staffId: string, proof: AccountProof): Promise<void> {
  const { prisma, now, actor, ipAddress } = context;
  refuseOwnReset(actor, staffId);
  await confirmAccountProof(context, proof);
  const at = now();
  await prisma.$transaction(async (tx) => {
    if ((await switchTwoFactorOff(tx, staffId)) === 0) throw new AppError("NOT_FOUND", STAFF_NOT_FOUND);
    await tx.adminSession.deleteMany({ where: { userId: staffId } });
    await recordAudit(tx, { action: "staff.two_factor_reset", actor, target: { type: "staff", id: staffId }, ipAddress }, at);
  });
}

/** Disables (ending every session) or enables an account, with the owner's proof; never one's own disabling. */
export async function setStaffDisabled(context: ServiceContext<StaffActor>, staffId: string, disabled: boolean, proof: AccountProof): Promise<void> {
  const { prisma, now, actor, ipAddress } = context;
  if (disabled && staffId === actor.id) throw new AppError("BAD_REQUEST", NOT_YOURSELF);
  await confirmAccountProof(context, proof);
  const at = now();
  await prisma.$transaction(async (tx) => {
    const changed = await tx.adminUser.updateMany({ where: { id: staffId }, data: { disabledAt: disabled ? at : null } });
    if (changed.count === 0) throw new AppError("NOT_FOUND", STAFF_NOT_FOUND);
    if (disabled) await tx.adminSession.deleteMany({ where: { userId: staffId } });
    await recordAudit(tx, { action: disabled ? "staff.account_disabled" : "staff.account_enabled", actor, target: { type: "staff", id: staffId }, ipAddress }, at);
  });
}

/**
 * A member of staff changes their own password, with proof of the person: every session of theirs
 * ends, and a new one starts for this browser (returned to be set as the cookie). The new password
 * is judged first, so a weak one does not use up the two-factor code typed with it.
 */
export async function changeOwnPassword(
  context: ServiceContext<StaffActor>,
  input: AccountProof & { newPassword: string },
  origin: SessionOrigin,
): Promise<{ user: AdminIdentity; token: string; expiresAt: Date }> {
  const { prisma, now, actor, ipAddress } = context;
  const account = await prisma.adminUser.findUniqueOrThrow({ where: { id: actor.id }, select: { email: true, name: true } });
  const problem = newPasswordProblem(input.newPassword, account);
  if (problem) throw new AppError("BAD_REQUEST", problem, { fieldErrors: { newPassword: problem } });
  await confirmAccountProof(context, input);
  const passwordHash = await hashPassword(input.newPassword);
  const at = now();
  return prisma.$transaction(async (tx) => {
    const user = await tx.adminUser.update({ where: { id: actor.id }, data: { passwordHash, mustChangePassword: false, passwordChangedAt: at }, select: adminIdentitySelect });
    const session = await restartSessions(tx, actor.id, origin, at);
    await recordAudit(tx, { action: "staff.password_changed", actor, target: { type: "staff", id: actor.id }, ipAddress }, at);
    return { user, ...session };
  });
}
