import { useEffect } from "react";
import { ADDON_MESSAGES } from "../../../shared/addons/payment-errors.ts";
import { forgetAddonFormDraft } from "./addon-form-draft.ts";
import { PageIntro } from "../../components/content/page-intro.tsx";
import { Container } from "../../components/ui/container.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { AddonBookingDetails } from "./addon-booking-details.tsx";
import { AddonBookingReceipt } from "./addon-booking-receipt.tsx";
import { LOADING_BOOKING, NO_SESSION_ID, useAddonBooking, type AddonBookingState } from "./use-addon-booking.ts";

const EYEBROW = "Pet accommodation";

function HomeAndContact() {
  return (
    <>
      <a href="/" className={buttonVariants()}>Home</a>
      <a href="/contact" className={buttonVariants({ variant: "outline" })}>Contact</a>
    </>
  );
}

type Found = Extract<AddonBookingState, { kind: "found" }>;

function foundIntro({ booking, waiting }: Found): { title: string; lines: string[] } {
  if (booking.paymentStatus === "succeeded") return { title: "Booking Confirmed", lines: ["Pet Accommodation Confirmed!"] };
  if (booking.paymentStatus === "pending") {
    return waiting
      ? { title: "Confirming Your Payment", lines: ["We are waiting for the payment provider to confirm your payment. This usually takes a few seconds."] }
      : {
          title: "Payment Being Confirmed",
          lines: ["Your payment is still being confirmed. We will send you an e-mail as soon as it is, with your add-on reference."],
        };
  }
  return { title: "Payment Not Completed", lines: [ADDON_MESSAGES.NOT_SUCCESSFUL] };
}

/**
 * The success page's states: loading, no id, not found, the
 * booking: in full for the browser that paid, otherwise its status and reference (ADR 036).
 */
export function AddonSuccessView() {
  const state = useAddonBooking();
  // Paid: what the form kept for the trip to Stripe and back is no longer needed (ADR 082).
  useEffect(() => {
    if (state.kind === "found" && state.booking.paymentStatus === "succeeded") forgetAddonFormDraft();
  }, [state]);

  if (state.kind === "loading") {
    return (
      <PageIntro eyebrow={EYEBROW} title="Your Pet Add-on Booking">
        <p role="status">{LOADING_BOOKING}</p>
        <noscript>
          <p>Your booking details need JavaScript to show here. Your confirmation e-mail has them too, with your add-on reference.</p>
        </noscript>
      </PageIntro>
    );
  }
  if (state.kind === "no-session" || state.kind === "not-found") {
    return (
      <PageIntro eyebrow={EYEBROW} title="Booking Not Found" actions={<HomeAndContact />}>
        <p role="alert">{state.kind === "no-session" ? NO_SESSION_ID : state.message}</p>
      </PageIntro>
    );
  }
  const intro = foundIntro(state);
  return (
    <>
      <PageIntro eyebrow={EYEBROW} title={intro.title}>
        {intro.lines.map((line) => (
          <p key={line} role="status" className="font-semibold text-foreground">
            {line}
          </p>
        ))}
      </PageIntro>
      <Container width="6xl" className="py-12 sm:py-16">
        {state.booking.personalDetails === "shown" ? <AddonBookingDetails booking={state.booking} /> : <AddonBookingReceipt booking={state.booking} />}
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <HomeAndContact />
        </div>
      </Container>
    </>
  );
}
