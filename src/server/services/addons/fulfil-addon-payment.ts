import { AppError } from "../../errors.ts";
import type { StripeCheckoutSession, StripePaymentIntent } from "../../integrations/stripe.ts";
import { senderIdentity } from "../mail/sender-identity.ts";
import { enqueueMail } from "../outbox/outbox-messages.ts";
import { optInFromPaidAddon } from "./addon-marketing-opt-in.ts";
import { type AddonBookingRecord, addonBookingSelect } from "./addon-booking-record.ts";
import { addonPaidMailDrafts } from "./addon-mail.ts";
import { paymentAppError } from "./payment-app-error.ts";
import type { ServiceContext } from "../core/service-context.ts";

/** Which payment to fulfil: a hosted Checkout Session (card) or a PaymentIntent (wallet, or a card session's). */
export type PaymentReference = { checkoutSessionId: string } | { paymentIntentId: string };

export type FulfilmentOutcome =
  /** No booking has this id (never ours, or deleted): nothing changes. */
  | { kind: "unknown" }
  /** Stripe's object is for another amount, currency or reference: nothing changes. */
  | { kind: "mismatch"; booking: AddonBookingRecord }
  /** Paid; `newlyPaid` only for the one call that claimed it and wrote the e-mails. */
  | { kind: "paid"; booking: AddonBookingRecord; newlyPaid: boolean }
  | { kind: "failed"; booking: AddonBookingRecord }
  /** Stripe has not confirmed the payment (yet): the page says "pending". */
  | { kind: "pending"; booking: AddonBookingRecord; stripeStatus: string };

type Verdict = { state: "paid"; paymentIntentId: string | null } | { state: "failed" } | { state: "pending"; stripeStatus: string } | { state: "mismatch" };

function sessionVerdict(session: StripeCheckoutSession, booking: AddonBookingRecord): Verdict {
  if (session.amount_total !== booking.totalAmountPence || session.currency !== booking.currency || session.metadata?.reference !== booking.reference) {
    return { state: "mismatch" };
  }
  const intent = session.payment_intent;
  if (session.payment_status === "paid") return { state: "paid", paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null) };
  if (session.status === "expired") return { state: "failed" };
  return { state: "pending", stripeStatus: `${session.status}/${session.payment_status}` };
}

function intentVerdict(intent: StripePaymentIntent, booking: AddonBookingRecord): Verdict {
  if (intent.amount !== booking.totalAmountPence || intent.currency !== booking.currency || intent.metadata.reference !== booking.reference) {
    return { state: "mismatch" };
  }
  if (intent.status === "succeeded" && intent.amount_received === intent.amount) return { state: "paid", paymentIntentId: intent.id };
  if (intent.status === "canceled" || (intent.status === "requires_payment_method" && intent.last_payment_error)) return { state: "failed" };
  return { state: "pending", stripeStatus: intent.status };
}

async function findBooking(ctx: ServiceContext, payment: PaymentReference): Promise<AddonBookingRecord | null> {
  const where = "checkoutSessionId" in payment ? { stripeCheckoutSessionId: payment.checkoutSessionId } : { stripePaymentIntentId: payment.paymentIntentId };
  return ctx.prisma.addonBooking.findUnique({ where, select: addonBookingSelect });
}

async function stripeVerdict(ctx: ServiceContext, payment: PaymentReference, booking: AddonBookingRecord): Promise<Verdict> {
  const payments = ctx.payments;
  if (!payments) throw new AppError("SERVICE_UNAVAILABLE", "Payments are not configured", { reported: true });
  try {
    // A card booking is judged by its session even when the event was about its PaymentIntent.
    if ("checkoutSessionId" in payment || booking.stripeCheckoutSessionId) {
      const sessionId = "checkoutSessionId" in payment ? payment.checkoutSessionId : (booking.stripeCheckoutSessionId ?? "");
      return sessionVerdict(await payments.retrieveCheckoutSession(sessionId), booking);
    }
    return intentVerdict(await payments.retrievePaymentIntent(payment.paymentIntentId), booking);
  } catch (error) {
    throw paymentAppError(error, ctx.log, "retrieve payment");
  }
}

/**
 * Claims the booking as paid and writes its two e-mails in one transaction, with the newsletter's
 * double opt-in when the guest ticked "news and offers" (ADR 063: on payment, not before). The claim is
 * `UPDATE … WHERE payment_status IN ('pending','failed')`: of any number of concurrent calls,
 * exactly one changes the row (the others wait on its lock, then find it paid), so the e-mails are
 * written once.
 */
async function claimPaid(ctx: ServiceContext, booking: AddonBookingRecord, paymentIntentId: string | null): Promise<boolean> {
  const paidAt = ctx.now();
  const drafts = await addonPaidMailDrafts(booking, paidAt, ctx.config);
  const claimed = await ctx.prisma.$transaction(async (tx) => {
    const claim = await tx.addonBooking.updateMany({
      where: { id: booking.id, paymentStatus: { in: ["pending", "failed"] } },
      data: { paymentStatus: "succeeded", paidAt, updatedAt: paidAt, ...(paymentIntentId && !booking.stripePaymentIntentId ? { stripePaymentIntentId: paymentIntentId } : {}) },
    });
    if (claim.count !== 1) return false;
    await enqueueMail(tx, drafts, senderIdentity(ctx.config).domain, paidAt);
    if (booking.marketingOptIn) await optInFromPaidAddon(tx, { config: ctx.config, at: paidAt }, booking.guestEmail);
    return true;
  });
  if (claimed) {
    ctx.outbox.wake();
    ctx.log.info({ addonBookingId: booking.id, reference: booking.reference }, "add-on paid: confirmation and staff notice queued");
  }
  return claimed;
}

/**
 * THE fulfilment function (ADR 019), called by the webhook, the success page and the
 * wallet submission alike; safe to run any number of times, concurrently and in any order. It asks
 * Stripe for the payment's state (never trusting the caller), acts only on a payment for this
 * booking's amount, currency and reference, and marks a pending booking paid exactly once.
 */
export async function fulfilAddonPayment(ctx: ServiceContext, payment: PaymentReference): Promise<FulfilmentOutcome> {
  const booking = await findBooking(ctx, payment);
  if (!booking) {
    ctx.log.warn({ payment }, "payment for no known add-on booking: nothing changed");
    return { kind: "unknown" };
  }
  const verdict = await stripeVerdict(ctx, payment, booking);
  switch (verdict.state) {
    case "mismatch":
      ctx.log.warn({ addonBookingId: booking.id, payment }, "Stripe's payment does not match the add-on booking (amount, currency or reference): nothing changed");
      return { kind: "mismatch", booking };
    case "paid": {
      if (booking.paymentStatus === "succeeded" || booking.paymentStatus === "cancelled") {
        return { kind: "paid", booking, newlyPaid: false };
      }
      const newlyPaid = await claimPaid(ctx, booking, verdict.paymentIntentId);
      // Re-read: this call or a concurrent one has just changed it.
      const current = await findBooking(ctx, payment);
      return { kind: "paid", booking: current ?? booking, newlyPaid };
    }
    case "failed": {
      const failed = await ctx.prisma.addonBooking.updateMany({
        where: { id: booking.id, paymentStatus: "pending" },
        data: { paymentStatus: "failed", updatedAt: ctx.now() },
      });
      if (failed.count) ctx.log.info({ addonBookingId: booking.id }, "add-on payment failed or expired");
      return { kind: "failed", booking: { ...booking, paymentStatus: booking.paymentStatus === "pending" ? "failed" : booking.paymentStatus } };
    }
    case "pending":
      return { kind: "pending", booking, stripeStatus: verdict.stripeStatus };
  }
}
