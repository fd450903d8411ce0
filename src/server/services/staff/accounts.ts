import type { PrismaClient } from "../../db/prisma.ts";
import { AppError } from "../../errors.ts";
import { confirmCurrentPassword } from "../core/password-throttle.ts";
import type { StaffServiceContext } from "../core/staff-service-context.ts";
import { recordAudit } from "../core/audit-trail.ts";
import { hashPassword, newPasswordProblem, passwordMatches } from "./passwords.ts";
import { type AdminIdentity, adminIdentitySelect, createSession, type SessionOrigin } from "./sessions.ts";
import type { StaffRole } from "../../db/generated/enums.ts";
import { CURRENT_PASSWORD_WRONG, EMAIL_TAKEN, NOT_YOURSELF, STAFF_NOT_FOUND } from "../../../shared/staff/staff-account-messages.ts";

// Staff accounts (DESIGN decision 16): owners create them, reset passwords, disable and enable
// them; nobody deletes one, so the audit trail keeps its names.

/** Who is acting, and from where (the audit trail). */
export type StaffContext = Pick<StaffServiceContext, "prisma" | "config" | "now" | "actor" | "ipAddress" | "throttle">;

export const staffListSelect = { ...adminIdentitySelect, disabledAt: true, createdAt: true } as const;

export interface StaffMember extends AdminIdentity {
  disabledAt: string | null;
  createdAt: string;
}

/** Refuses a weak password, naming the form's field it came in. */
function refuseWeakPassword(password: string, account: { email: string; name: string }, field: "password" | "temporaryPassword"): void {
  const problem = newPasswordProblem(password, account);
  if (problem) throw new AppError("BAD_REQUEST", problem, { fieldErrors: { [field]: problem } });
}

export async function listStaff(prisma: PrismaClient): Promise<StaffMember[]> {
  const rows = await prisma.adminUser.findMany({ select: staffListSelect, orderBy: [{ disabledAt: { sort: "desc", nulls: "first" } }, { name: "asc" }] });
  return rows.map((row) => ({ ...row, disabledAt: row.disabledAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() }));
}

/** A new account; `mustChangePassword` so the member of staff chooses their own at first sign-in. */
export async function createStaff(
  { prisma, now, actor, ipAddress }: StaffContext,
  input: { email: string; name: string; role: StaffRole; password: string },
): Promise<AdminIdentity> {
  const email = input.email.toLowerCase();
  refuseWeakPassword(input.password, { email, name: input.name }, "password");
  const passwordHash = await hashPassword(input.password);
  return prisma.$transaction(async (tx) => {
    if (await tx.adminUser.findUnique({ where: { email }, select: { id: true } })) {
      throw new AppError("CONFLICT", EMAIL_TAKEN, { fieldErrors: { email: EMAIL_TAKEN } });
    }
    const created = await tx.adminUser.create({
      data: { email, name: input.name, role: input.role, passwordHash, mustChangePassword: true },
      select: adminIdentitySelect,
    });
    await recordAudit(tx, { action: "staff.account_created", actor, target: { type: "staff", id: created.id }, ipAddress, details: { role: input.role } }, now());
    return created;
  });
}

/** An owner's reset: a temporary password, every session ended, a new password chosen at next sign-in. */
export async function resetStaffPassword({ prisma, now, actor, ipAddress }: StaffContext, staffId: string, temporaryPassword: string): Promise<void> {
  const account = await prisma.adminUser.findUnique({ where: { id: staffId }, select: { email: true, name: true } });
  if (!account) throw new AppError("NOT_FOUND", STAFF_NOT_FOUND);
  refuseWeakPassword(temporaryPassword, account, "temporaryPassword");
  const passwordHash = await hashPassword(temporaryPassword);
  const at = now();
  await prisma.$transaction(async (tx) => {
    await tx.adminUser.update({ where: { id: staffId }, data: { passwordHash, mustChangePassword: true, passwordChangedAt: at }, select: { id: true } });
    await tx.adminSession.deleteMany({ where: { userId: staffId } });
    await recordAudit(tx, { action: "staff.password_reset", actor, target: { type: "staff", id: staffId }, ipAddress }, at);
  });
}

/** Disables (ending every session) or enables an account; never one's own disabling. */
export async function setStaffDisabled({ prisma, now, actor, ipAddress }: StaffContext, staffId: string, disabled: boolean): Promise<void> {
  if (disabled && staffId === actor.id) throw new AppError("BAD_REQUEST", NOT_YOURSELF);
  const at = now();
  await prisma.$transaction(async (tx) => {
    const changed = await tx.adminUser.updateMany({ where: { id: staffId }, data: { disabledAt: disabled ? at : null } });
    if (changed.count === 0) throw new AppError("NOT_FOUND", STAFF_NOT_FOUND);
    if (disabled) await tx.adminSession.deleteMany({ where: { userId: staffId } });
    await recordAudit(tx, { action: disabled ? "staff.account_disabled" : "staff.account_enabled", actor, target: { type: "staff", id: staffId }, ipAddress }, at);
  });
}

/**
 * A member of staff changes their own password: every session of theirs ends, and a new one
 * starts for this browser (returned to be set as the cookie).
 */
export async function changeOwnPassword(
  { prisma, now, actor, ipAddress, throttle }: StaffContext,
  input: { currentPassword: string; newPassword: string },
  origin: SessionOrigin,
): Promise<{ user: AdminIdentity; token: string; expiresAt: Date }> {
  const account = await prisma.adminUser.findUniqueOrThrow({ where: { id: actor.id }, select: { passwordHash: true, email: true, name: true } });
  await confirmCurrentPassword(
    { throttle, actor, ipAddress, passwordMatchesFor: (password) => passwordMatches(account.passwordHash, password) },
    input.currentPassword,
    { message: CURRENT_PASSWORD_WRONG, field: "currentPassword" },
  );
  const problem = newPasswordProblem(input.newPassword, account);
  if (problem) throw new AppError("BAD_REQUEST", problem, { fieldErrors: { newPassword: problem } });
  const passwordHash = await hashPassword(input.newPassword);
  const at = now();
  return prisma.$transaction(async (tx) => {
    const user = await tx.adminUser.update({ where: { id: actor.id }, data: { passwordHash, mustChangePassword: false, passwordChangedAt: at }, select: adminIdentitySelect });
    await tx.adminSession.deleteMany({ where: { userId: actor.id } });
    const { token, session } = await createSession(tx, actor.id, origin, at);
    await recordAudit(tx, { action: "staff.password_changed", actor, target: { type: "staff", id: actor.id }, ipAddress }, at);
    return { user, token, expiresAt: session.expiresAt };
  });
}
