import type { PaymentsGateway } from "../../integrations/stripe.ts";
import type { PrismaClient } from "../../db/prisma.ts";
import type { Logger } from "../core/logger.ts";

/** What the staff add-on services need: the database, the clock, who acts and from where, Stripe and the log. */
export interface AddonAdminContext {
  prisma: PrismaClient;
  now: () => Date;
  actor: { id: string; email: string; role: "owner" | "reception" };
  ipAddress: string;
  /** Stripe, or null when the server has no keys (refunds are then refused, nothing changed). */
  payments: PaymentsGateway | null;
  log: Logger;
}

/** The audit trail's name for an add-on booking. */
export const ADDON_BOOKING_TARGET = "addon_booking";
