import type { Config } from "../../config.ts";
import type { PrismaClient } from "../../db/prisma.ts";
import type { StaffRole } from "../../db/generated/enums.ts";
import type { PaymentsGateway } from "../../integrations/stripe.ts";
import type { RoomRatesRuntime } from "../rooms/room-rates-runtime.ts";
import type { Logger } from "./logger.ts";
import type { PasswordThrottle } from "./password-throttle.ts";

/** The member of staff who acts: what the audit trail records and the role checks read. */
export interface StaffActor {
  id: string;
  email: string;
  role: StaffRole;
}

/**
 * What a staff service may use: the database, the settings, the clock and the log, who acts and
 * from where (the audit trail), Stripe and the room rates. The one context of every staff
 * procedure (trpc/staff-context.ts makes it); each service names the part it needs with `Pick`.
 */
export interface StaffServiceContext {
  prisma: PrismaClient;
  config: Config;
  now: () => Date;
  log: Logger;
  actor: StaffActor;
  ipAddress: string;
  /** Stripe, or null when the server has no keys (refunds are then refused, nothing changed). */
  payments: PaymentsGateway | null;
  /** Little Hotelier's cached rates, the price cache and the inventory sync (rooms domain). */
  roomRates: RoomRatesRuntime;
  /** Every check of a password counts against the sign-in throttle (ADR 035). */
  throttle: PasswordThrottle;
}
