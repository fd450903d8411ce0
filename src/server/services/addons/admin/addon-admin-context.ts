import type { StaffServiceContext } from "../../core/staff-service-context.ts";

/** What the staff add-on services need: the database, the clock, who acts and from where, Stripe and the log. */
export type AddonAdminContext = Pick<StaffServiceContext, "prisma" | "now" | "actor" | "ipAddress" | "payments" | "log">;

/** The audit trail's name for an add-on booking. */
export const ADDON_BOOKING_TARGET = "addon_booking";
