// The real-server Pet Accommodation and Check-in tests' data (admin-pet-bookings.spec.ts,
// admin-check-in.spec.ts): per browser project one paid add-on booking to verify, one unpaid one
// whose fee reception takes at the desk (ADR 090), and an owner whose two-factor secret is known, to read the
// audit trail the verification wrote. Made before the staff e2e server opens its database.
import type { PrismaClient } from "../../../src/server/db/prisma.ts";
import { createAccountFromCommandLine } from "../../../src/server/services/staff/setup.ts";
import { storedAddonBooking } from "../../factories/addon-bookings.ts";
import { STAFF_PASSWORD } from "./staff-accounts.ts";

/** Base32, known to the test so it can make the owner's sign-in codes. */
export const AUDIT_OWNER_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export function auditOwnerEmail(project: string): string {
  return `owner-audit-${project}@example.com`;
}

/** The room booking both projects' add-ons were bought for: one row of the Bookings tab's list. */
export const SEEDED_CONFIRMATION_ID = "LH-482913";

const BOOKINGS = {
  desktop: { id: "7a1c0c4e-0d5e-4f11-9b2a-5e7d00000001", reference: "PET-DE4K7M" },
  phone: { id: "7a1c0c4e-0d5e-4f11-9b2a-5e7d00000002", reference: "PET-PH3N9Q" },
} as const;

export function seededPetBooking(project: string): { id: string; reference: string } {
  return project === "phone" ? BOOKINGS.phone : BOOKINGS.desktop;
}

const UNPAID_BOOKINGS = {
  desktop: { id: "7a1c0c4e-0d5e-4f11-9b2a-5e7d00000003", reference: "PET-DE6KPA" },
  phone: { id: "7a1c0c4e-0d5e-4f11-9b2a-5e7d00000004", reference: "PET-PH4DUE" },
} as const;

/** The unpaid add-on (£40.00: two pets, two nights) whose guest pays at the desk. */
export function seededUnpaidPetBooking(project: string): { id: string; reference: string } {
  return project === "phone" ? UNPAID_BOOKINGS.phone : UNPAID_BOOKINGS.desktop;
}

export async function seedPetBookings(prisma: PrismaClient): Promise<void> {
  for (const project of ["desktop", "phone"] as const) {
    const { id, reference } = BOOKINGS[project];
    await prisma.addonBooking.create({ data: storedAddonBooking({ id, reference, bookingConfirmationId: SEEDED_CONFIRMATION_ID, guestName: `Verify Me (${project})`, guestEmail: `verify-${project}@example.com` }), select: { id: true } });
    const unpaid = UNPAID_BOOKINGS[project];
    await prisma.addonBooking.create({
      data: storedAddonBooking({ ...unpaid, bookingConfirmationId: `LH-DESK-${project.toUpperCase()}`, guestName: `Pay At Desk (${project})`, guestEmail: `desk-${project}@example.com`, paymentStatus: "pending", paidAt: null }),
      select: { id: true },
    });
    const owner = await createAccountFromCommandLine(prisma, { email: auditOwnerEmail(project), name: `Audit Owner (${project})`, role: "owner", password: STAFF_PASSWORD });
    await prisma.adminUser.update({ where: { id: owner.id }, data: { totpSecret: AUDIT_OWNER_TOTP_SECRET, totpEnabledAt: new Date() }, select: { id: true } });
  }
}
