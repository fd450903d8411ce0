import { AppError } from "../../errors.ts";
import type { StripeEvent } from "../../integrations/stripe.ts";
import { fulfilAddonPayment, type PaymentReference } from "./fulfil-addon-payment.ts";
import type { ServiceContext } from "../core/service-context.ts";

const INVALID_SIGNATURE = "Invalid Stripe signature";

/** The events that can change an add-on's payment, and what each is about. */
function paymentOf(event: StripeEvent): PaymentReference | undefined {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      return { checkoutSessionId: event.data.object.id };
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed":
      return { paymentIntentId: event.data.object.id };
    default:
      return undefined;
  }
}

export interface WebhookReceipt {
  received: true;
  /** Already processed: the redelivery changed nothing. */
  duplicate: boolean;
}

/**
 * POST /api/stripe/webhook (ADR 019). The signature is checked on the raw body with a
 * 300 s tolerance (400 otherwise: nothing is recorded or changed). Each event id is recorded once;
 * an event already processed is answered 200 without work. Otherwise the fulfilment function runs
 * (it is safe concurrently and in any order) and the event is marked processed; if Stripe cannot be
 * asked, the answer is 503 and Stripe delivers the event again later.
 */
export async function receiveStripeWebhook(ctx: ServiceContext, rawBody: Buffer, signature: string | undefined): Promise<WebhookReceipt> {
  const payments = ctx.payments;
  if (!payments?.webhookConfigured) {
    throw new AppError("SERVICE_UNAVAILABLE", "Stripe webhooks are not configured", { reported: true });
  }
  let event: StripeEvent;
  try {
    if (!signature) throw new Error("no Stripe-Signature header");
    event = payments.constructWebhookEvent(rawBody, signature);
  } catch {
    ctx.log.warn("Stripe webhook refused: bad or stale signature");
    throw new AppError("BAD_REQUEST", INVALID_SIGNATURE);
  }

  await ctx.prisma.stripeEvent.createMany({ data: [{ id: event.id, type: event.type, receivedAt: ctx.now() }], skipDuplicates: true });
  const recorded = await ctx.prisma.stripeEvent.findUnique({ where: { id: event.id }, select: { processedAt: true } });
  if (recorded?.processedAt) return { received: true, duplicate: true };

  const payment = paymentOf(event);
  if (payment) {
    const outcome = await fulfilAddonPayment(ctx, payment);
    ctx.log.info({ stripeEventId: event.id, type: event.type, outcome: outcome.kind }, "Stripe event handled");
  }
  await ctx.prisma.stripeEvent.updateMany({ where: { id: event.id, processedAt: null }, data: { processedAt: ctx.now() } });
  return { received: true, duplicate: false };
}
