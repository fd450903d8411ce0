import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { StaffRole } from "../../../src/server/db/generated/enums.ts";
import { sessionCookieName } from "../../../src/server/plugins/session.ts";
import { type AdminIdentity, adminIdentitySelect, createSession } from "../../../src/server/services/staff/sessions.ts";

export interface StaffSessionFixture {
  admin: AdminIdentity;
  token: string;
  /** Goes in app.inject's headers as `cookie`. */
  cookie: string;
}

export interface StaffFixtureOptions {
  role?: StaffRole;
  /** When the session started (now by default). */
  startedAt?: Date;
  mustChangePassword?: boolean;
  /** Two-factor sign-in set up: by default for owners (who must have it), not for reception. */
  twoFactor?: boolean;
}

/** A member of staff (reception unless told) with a live session. */
export async function createAdminSession(app: FastifyInstance, options: StaffFixtureOptions = {}): Promise<StaffSessionFixture> {
  const suffix = randomBytes(4).toString("hex");
  const admin = await app.prisma.adminUser.create({
    data: {
      email: `staff-${suffix}@example.com`,
      name: `Staff ${suffix}`,
      role: options.role ?? "reception",
      mustChangePassword: options.mustChangePassword ?? false,
      passwordHash: "not-used-in-this-test",
      ...((options.twoFactor ?? options.role === "owner") ? { totpSecret: "JBSWY3DPEHPK3PXP", totpEnabledAt: new Date() } : {}),
    },
    select: adminIdentitySelect,
  });
  const { token } = await createSession(app.prisma, admin.id, { ipAddress: "198.51.100.7", userAgent: "test" }, options.startedAt ?? new Date());
  const name = sessionCookieName(app.config.PUBLIC_URL.startsWith("https:"));
  return { admin, token, cookie: `${name}=${token}` };
}
