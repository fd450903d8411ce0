import { randomUUID } from "node:crypto";
import type { AddonBooking } from "../../../shared/addons/addon-booking.ts";
import { Prisma } from "../../db/prisma.ts";
import type { AddonPrice } from "./addon-price.ts";
import { newAddonReference } from "./addon-reference.ts";
import { paymentAppError, paymentError } from "./payment-app-error.ts";
import type { ServiceContext } from "../core/service-context.ts";

export interface PendingBooking {
  id: string;
  reference: string;
}

const REFERENCE_DRAWS = 5;

function isReferenceClash(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return false;
  return JSON.stringify(error.meta ?? {}).includes("reference");
}

/**
 * Stores the booking as `pending` before Stripe is asked, under a fresh reference (drawn again on
 * the rare clash), with the hash of the paying browser's receipt cookie (addon-receipt.ts).
 */
export async function storePendingBooking(
  { prisma, now }: ServiceContext,
  booking: AddonBooking,
  price: AddonPrice,
  payment: { method: "card" | "wallet"; receiptTokenHash: string },
): Promise<PendingBooking> {
  const id = randomUUID();
  for (let draw = 1; ; draw += 1) {
    const reference = newAddonReference();
    try {
      await prisma.addonBooking.create({
        data: {
          id,
          reference,
          bookingConfirmationId: booking.bookingConfirmationId,
          guestName: booking.guestName,
          guestEmail: booking.guestEmail,
          guestPhone: booking.guestPhone,
          checkInDate: new Date(`${booking.checkInDate}T00:00:00Z`),
          checkOutDate: new Date(`${booking.checkOutDate}T00:00:00Z`),
          numberOfNights: booking.numberOfNights,
          numberOfPets: booking.petAddon.numberOfPets,
          petDetails: booking.petAddon.petDetails.map(({ name, type }) => ({ name, type })),
          specialRequirements: booking.petAddon.specialRequirements ?? null,
          unitAmountPence: price.unitAmountPence,
          totalAmountPence: price.totalAmountPence,
          currency: price.currency,
          marketingOptIn: booking.marketingConsent,
          paymentMethod: payment.method,
          receiptTokenHash: payment.receiptTokenHash,
          createdAt: now(),
        },
        select: { id: true },
      });
      return { id, reference };
    } catch (error) {
      if (!isReferenceClash(error) || draw >= REFERENCE_DRAWS) throw error;
    }
  }
}

/**
 * Stripe's session or intent for a pending booking, with what the guest is given of it (the
 * Checkout page's address, the intent's client secret): `forGuest` finds that, or nothing when
 * the answer is for another amount. When Stripe refuses or gives nothing the guest can use, the
 * pending booking goes and the guest gets the catalogue's error (`what` names it in the log).
 */
export async function askStripeForPending<Answer extends { id: string }>(
  ctx: ServiceContext,
  pendingId: string,
  what: "checkout session" | "payment intent",
  ask: () => Promise<Answer>,
  forGuest: (answer: Answer) => string | null | undefined,
): Promise<{ answer: Answer; forGuest: string }> {
  let answer: Answer;
  try {
    answer = await ask();
  } catch (error) {
    await discardPendingBooking(ctx, pendingId);
    throw paymentAppError(error, ctx.log, `create ${what}`);
  }
  const given = forGuest(answer);
  if (!given) {
    await discardPendingBooking(ctx, pendingId);
    ctx.log.error({ addonBookingId: pendingId, stripeObjectId: answer.id }, `Stripe answered a ${what} the guest cannot use, or for another amount`);
    throw paymentError("PAYMENT_UNEXPECTED_STATE", "SERVICE_UNAVAILABLE", { reported: true });
  }
  return { answer, forGuest: given };
}

/** Removes a booking Stripe never took (its session or intent could not be made): nothing was paid (ADR 025). */
async function discardPendingBooking({ prisma }: ServiceContext, id: string): Promise<void> {
  await prisma.addonBooking.deleteMany({ where: { id, paymentStatus: "pending" } });
}
