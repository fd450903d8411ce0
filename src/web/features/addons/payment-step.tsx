import ArrowLeft from "lucide-react/icons/arrow-left";
import CreditCard from "lucide-react/icons/credit-card";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { useEffect, useRef, useState } from "react";
import { ADDON_MESSAGES, PAYMENT_ERROR_MESSAGES } from "../../../shared/addons/payment-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { showToast } from "../../lib/toast.ts";
import { createCheckoutSession, createPaymentIntent } from "./addon-api.ts";
import type { AddonPayload, StayQuote } from "./addon-form-values.ts";
import { paymentFailureOf, type PaymentFailure } from "./payment-error-message.ts";
import { quoteLine } from "./stay-quote-summary.tsx";
import { loadStripeJs, mountWalletButtons } from "./stripe-wallets.ts";
import { payByWallet } from "./wallet-payment.ts";

type Busy = null | "card" | "wallet";
type Wallets = "loading" | "shown" | "none" | "blocked";

interface PaymentStepProps {
  payload: AddonPayload;
  quote: StayQuote;
  publishableKey: string;
  onBack: () => void;
  onFailure: (failure: PaymentFailure) => void;
}

/**
 * The payment step (ADR 019): Stripe's Express Checkout
 * Element offers Apple Pay and Google Pay where the device can pay, and the card button sends the
 * guest to Stripe's hosted checkout. Stripe.js loads only now. The card path needs none of it, so
 * a blocked Stripe.js costs the wallets (and says so), not the payment.
 */
export function PaymentStep({ payload, quote, publishableKey, onBack, onFailure }: PaymentStepProps) {
  const [busy, setBusy] = useState<Busy>(null);
  const [wallets, setWallets] = useState<Wallets>("loading");
  const walletRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The handlers below outlive renders (Stripe keeps them); they read the latest props from here.
  const latest = useRef({ payload, onFailure });
  useEffect(() => {
    latest.current = { payload, onFailure };
  });

  useEffect(() => headingRef.current?.focus(), []);

  useEffect(() => {
    let cancelled = false;
    let destroy = (): void => undefined;
    const amountPence = Math.round(quote.total * 100);
    loadStripeJs(publishableKey).then(
      (stripe) => {
        const container = walletRef.current;
        if (cancelled || !container) return;
        const { elements, element } = mountWalletButtons(stripe, container, amountPence);
        destroy = () => element.destroy();
        element.on("ready", ({ availablePaymentMethods }) => {
          const any = Boolean(availablePaymentMethods && (availablePaymentMethods.applePay || availablePaymentMethods.googlePay));
          setWallets(any ? "shown" : "none");
        });
        element.on("loaderror", () => setWallets("blocked"));
        element.on("confirm", () => {
          void walletConfirmed();
        });

        async function walletConfirmed(): Promise<void> {
          const { payload: current, onFailure: fail } = latest.current;
          setBusy("wallet");
          try {
            const outcome = await payByWallet(current, {
              submit: () => elements.submit(),
              createPaymentIntent,
              confirm: (intent) =>
                stripe.confirmPayment({
                  elements,
                  clientSecret: intent.clientSecret,
                  confirmParams: { return_url: `${window.location.origin}/book-addons/success?session_id=${encodeURIComponent(intent.paymentIntentId)}` },
                  redirect: "if_required",
                }),
              createCheckoutSession,
            });
            if (!outcome.ok) return fail(outcome.failure);
            showToast(ADDON_MESSAGES.PAYMENT_SUCCESS_TOAST, "success");
            window.location.assign(outcome.checkoutUrl);
          } catch {
            // Stripe.js threw rather than answered: a request to Stripe was blocked on its way.
            fail({ message: PAYMENT_ERROR_MESSAGES.PAYMENT_BLOCKED });
          } finally {
            setBusy(null);
          }
        }
      },
      () => {
        if (!cancelled) setWallets("blocked");
      },
    );
    return () => {
      cancelled = true;
      destroy();
    };
    // Mounted once per opening of the step; the amount cannot change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function payByCard(): Promise<void> {
    if (busy) return;
    setBusy("card");
    try {
      const { checkoutUrl } = await createCheckoutSession(payload);
      window.location.assign(checkoutUrl);
    } catch (error) {
      setBusy(null);
      onFailure(paymentFailureOf(error, ADDON_MESSAGES.CHECKOUT_START_FAILED));
    }
  }

  return (
    <section aria-labelledby="addon-payment-heading" className="space-y-5 rounded-sm border border-border bg-surface p-5 shadow-xs sm:p-6">
      <h2 id="addon-payment-heading" ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-semibold">
        Payment
      </h2>
      <p className="text-sm text-muted-foreground">{quoteLine(quote)}</p>
      <div aria-busy={wallets === "loading"}>
        <h3 className="text-sm font-semibold">Pay with a wallet</h3>
        <div ref={walletRef} className={wallets === "shown" ? "mt-2" : "hidden"} />
        <p className="mt-2 text-sm text-muted-foreground" role="status">
          {wallets === "loading" ? "Checking for Apple Pay and Google Pay..." : null}
          {wallets === "none" ? "Apple Pay and Google Pay are not available on this device. Pay by card below." : null}
          {wallets === "blocked" ? ADDON_MESSAGES.WALLETS_UNAVAILABLE : null}
          {busy === "wallet" ? "Processing" : null}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => void payByCard()} disabled={busy !== null} aria-describedby="addon-card-note">
          {busy === "card" ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <CreditCard aria-hidden="true" />}
          {busy === "card" ? "Redirecting" : "Pay by Card"}
        </Button>
        <Button variant="outline" size="lg" onClick={onBack} disabled={busy !== null}>
          <ArrowLeft aria-hidden="true" />
          Back to Form
        </Button>
      </div>
      <p id="addon-card-note" className="text-sm text-muted-foreground">
        Card payments are taken on Stripe&apos;s secure checkout page; you come back here when it is done.
      </p>
    </section>
  );
}
