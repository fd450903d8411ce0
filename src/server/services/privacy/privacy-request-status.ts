import type { PrivacyRequestStatusView } from "../../../shared/privacy/privacy-answers.ts";
import { AppError } from "../../errors.ts";
import type { ServiceContext } from "../core/service-context.ts";

const REQUEST_UNKNOWN = "We could not find this request.";

/** Where a request stands, for whoever holds its random id; no personal data. */
export async function privacyRequestStatus({ prisma }: ServiceContext, id: string): Promise<PrivacyRequestStatusView> {
  const request = await prisma.privacyRequest.findUnique({ where: { id }, select: { id: true, type: true, status: true, createdAt: true, dueAt: true } });
  if (!request) throw new AppError("NOT_FOUND", REQUEST_UNKNOWN);
  return { ...request, createdAt: request.createdAt.toISOString(), dueAt: request.dueAt?.toISOString().slice(0, 10) ?? null };
}
