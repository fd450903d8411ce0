import { createHash } from "node:crypto";
import type { PrismaClient } from "../../db/prisma.ts";

/** The staff session cookie. `__Host-` pins it to this host, path / and Secure (see decision 2). */
export const SESSION_COOKIE = "__Host-hotel_session";

export interface AdminIdentity {
  id: string;
  email: string;
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The staff member behind a session token, or null when it is unknown or expired. */
export async function findAdminBySessionToken(prisma: PrismaClient, token: string | undefined): Promise<AdminIdentity | null> {
  if (!token) return null;
  const session = await prisma.adminSession.findUnique({
    where: { id: hashSessionToken(token) },
    select: { expiresAt: true, user: { select: { id: true, email: true } } },
  });
  if (!session || session.expiresAt.getTime() <= Date.now()) return null;
  return session.user;
}
