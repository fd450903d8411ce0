import type { PrivacyRequestStatusView } from "../../../../shared/privacy/privacy-answers.ts";
import type { PrivacyRequestId } from "../../../../shared/privacy/privacy-request-id.ts";
import { AppError } from "../../../errors.ts";
import type { Context } from "../../context.ts";

const REQUEST_UNKNOWN = "We could not find this request.";

/** GET /api/gdpr/request/{id}: where a request stands, for whoever holds its random id; no personal data. */
export async function status({ ctx, input }: { ctx: Context; input: PrivacyRequestId }): Promise<PrivacyRequestStatusView> {
  const request = await ctx.prisma.privacyRequest.findUnique({ where: { id: input.id }, select: { id: true, type: true, status: true, createdAt: true, dueAt: true } });
  if (!request) throw new AppError("NOT_FOUND", REQUEST_UNKNOWN);
  return { ...request, createdAt: request.createdAt.toISOString(), dueAt: request.dueAt?.toISOString().slice(0, 10) ?? null };
}
