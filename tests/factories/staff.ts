import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../../src/server/db/prisma.ts";
import { hashPassword } from "../../src/server/services/staff/passwords.ts";
import { type AdminIdentity, adminIdentitySelect } from "../../src/server/services/staff/sessions.ts";
import type { StaffRole } from "../../src/shared/staff/staff-user.ts";

/** A password that passes the rules for new ones (12+ characters, not common, not the name). */
export function strongPassword(): string {
  return `Ledger-${randomBytes(6).toString("hex")}-Brick`;
}

export interface StaffAccount extends AdminIdentity {
  password: string;
}

/** A member of staff with a real argon2id password hash, able to sign in. */
export async function createStaffAccount(
  prisma: PrismaClient,
  options: { role?: StaffRole; password?: string; disabled?: boolean; mustChangePassword?: boolean; totpSecret?: string } = {},
): Promise<StaffAccount> {
  const suffix = randomBytes(4).toString("hex");
  const password = options.password ?? strongPassword();
  const account = await prisma.adminUser.create({
    data: {
      email: `staff-${suffix}@example.com`,
      name: `Staff ${suffix}`,
      role: options.role ?? "reception",
      passwordHash: await hashPassword(password),
      disabledAt: options.disabled ? new Date() : null,
      mustChangePassword: options.mustChangePassword ?? false,
      ...(options.totpSecret ? { totpSecret: options.totpSecret, totpEnabledAt: new Date() } : {}),
    },
    select: adminIdentitySelect,
  });
  return { ...account, password };
}
