import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../../../src/server/db/prisma.ts";
import { type AdminIdentity, hashSessionToken, SESSION_COOKIE } from "../../../src/server/services/staff/sessions.ts";

/** A member of staff with a live session; `cookie` goes in app.inject's headers. */
export async function createAdminSession(prisma: PrismaClient): Promise<{ admin: AdminIdentity; cookie: string }> {
  const token = randomBytes(32).toString("hex");
  const email = `staff-${randomBytes(4).toString("hex")}@example.com`;
  const user = await prisma.adminUser.create({ data: { email, passwordHash: "not-used-in-this-test" }, select: { id: true, email: true } });
  await prisma.adminSession.create({ data: { id: hashSessionToken(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) } });
  return { admin: user, cookie: `${SESSION_COOKIE}=${token}` };
}
