import type { SetupRequest } from "../../../../shared/staff/staff-requests.ts";
import { completeSetup } from "../../../services/staff/setup.ts";
import type { AdminIdentity } from "../../../services/staff/sessions.ts";
import type { Context } from "../../context.ts";

/** POST /api/admin/init: the first owner, only while no account exists and only with the setup token. */
export async function setup({ ctx, input }: { ctx: Context; input: SetupRequest }): Promise<{ user: AdminIdentity }> {
  const user = await completeSetup({ prisma: ctx.prisma, now: ctx.now, ipAddress: ctx.clientKey }, input);
  ctx.log.info({ staffId: user.id }, "first owner created");
  return { user };
}
