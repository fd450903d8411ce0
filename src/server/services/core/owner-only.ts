import { OWNERS_ONLY } from "../../../shared/staff/staff-account-messages.ts";
import { AppError } from "../../errors.ts";
import type { StaffActor } from "./service-context.ts";

/**
 * The service's own check of an owner-only action (ADR 036), behind the procedure's:
 * a caller that reaches the service another way (a job, a later router) still cannot move money
 * or change a public price as reception. Throws 403 before anything is read or changed.
 */
export function requireOwner(actor: Pick<StaffActor, "role">, message: string = OWNERS_ONLY): void {
  if (actor.role !== "owner") throw new AppError("FORBIDDEN", message);
}
