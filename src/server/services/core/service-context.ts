import type { Config } from "../../config.ts";
import type { PrismaClient } from "../../db/prisma.ts";
import type { StaffRole } from "../../db/generated/enums.ts";
import type { PaymentsGateway } from "../../integrations/stripe.ts";
import type { OutboxWaker } from "../outbox/outbox-dispatcher.ts";
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
 * The one context every service takes (ADR 086): what it works with, and who acts and from where.
 * `actor` is the signed-in member of staff, or null on a public call; a staff service asks for
 * `ServiceContext<StaffActor>`, so it is never called without one. A procedure makes it with
 * `serviceContextOf(ctx)` (trpc/context.ts); a service that needs fewer fields still takes it whole.
 */
export interface ServiceContext<Actor extends StaffActor | null = StaffActor | null> {
  prisma: PrismaClient;
  config: Config;
  /** The app's clock: services take the time from here, so tests can set it. */
  now: () => Date;
  log: Logger;
  /** The member of staff who acts (the audit trail, the role checks), or null on a public call. */
  actor: Actor;
  /** Where the call comes from: the client's IP (rate limits, the audit trail). */
  ipAddress: string;
  /** Stripe, or null when the server has no keys (payments and refunds are then refused, nothing changed). */
  payments: PaymentsGateway | null;
  /** Told after a commit that wrote mail, so it goes out within a second. */
  outbox: OutboxWaker;
  /** Little Hotelier's cached rates, the price cache and the inventory sync (rooms domain). */
  roomRates: RoomRatesRuntime;
  /** Every check of a staff password counts against the sign-in throttle (ADR 035). */
  throttle: PasswordThrottle;
}

/** The answer of a public write, and whether it wrote mail the outbox should send now. */
export interface SubmissionResult<R> {
  response: R;
  mailQueued: boolean;
}
