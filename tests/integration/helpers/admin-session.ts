import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sessionCookieName } from "../../../src/server/plugins/session.ts";
import { type AdminIdentity, hashSessionToken, sessionExpiry } from "../../../src/server/services/staff/sessions.ts";

export interface StaffSessionFixture {
  admin: AdminIdentity;
  token: string;
  /** Goes in app.inject's headers as `cookie`. */
  cookie: string;
}

/** A member of staff with a live session started at `startedAt` (now by default). */
export async function createAdminSession(app: FastifyInstance, startedAt: Date = new Date()): Promise<StaffSessionFixture> {
  const token = randomBytes(32).toString("hex");
  const email = `staff-${randomBytes(4).toString("hex")}@example.com`;
  const admin = await app.prisma.adminUser.create({ data: { email, passwordHash: "not-used-in-this-test" }, select: { id: true, email: true } });
  await app.prisma.adminSession.create({
    data: { id: hashSessionToken(token), userId: admin.id, createdAt: startedAt, lastSeenAt: startedAt, expiresAt: sessionExpiry(startedAt, startedAt) },
  });
  const name = sessionCookieName(app.config.PUBLIC_URL.startsWith("https:"));
  return { admin, token, cookie: `${name}=${token}` };
}
