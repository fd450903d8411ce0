import { PAYMENT_ERROR_MESSAGES } from "../../../shared/addons/payment-errors.ts";
import { AppError } from "../../errors.ts";
import type { PaymentsGateway } from "../../integrations/stripe.ts";
import type { ServiceContext } from "../core/service-context.ts";

/** Stripe, or 503 PAYMENTS_UNAVAILABLE when the server has no keys (the page then offers the phone). */
export function requirePayments(ctx: ServiceContext): PaymentsGateway {
  if (ctx.payments) return ctx.payments;
  throw new AppError("SERVICE_UNAVAILABLE", PAYMENT_ERROR_MESSAGES.PAYMENTS_UNAVAILABLE, { reason: "PAYMENTS_UNAVAILABLE", reported: true });
}
