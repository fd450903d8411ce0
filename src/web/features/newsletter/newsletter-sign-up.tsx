import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { NEWSLETTER_PATHS } from "../../../shared/newsletter/newsletter-paths.ts";
import { EMAIL_INPUT_ATTRIBUTES } from "../../components/form/email-input.ts";
import { HoneypotField } from "../../components/form/honeypot-field.tsx";
import { Button } from "../../components/ui/button.tsx";

type SignUpState = { step: "idle" } | { step: "sending" } | { step: "sent"; message: string } | { step: "error"; message: string; field: boolean };

/** When even the sending code could not be loaded (the connection dropped). */
const NOT_SENT = "Sorry, we could not sign you up. Please check your connection and try again.";

/**
 * The footer's newsletter sign-up (ADR 015: re-subscribing from the
 * home page). Pre-rendered as a plain form that posts to the server and answers a page; once the
 * page's script runs it sends in place: sending, "check your inbox", or the error, each announced.
 * An island (ADR 044) that wakes when first touched.
 */
export function NewsletterSignUp({ source }: { source: string }) {
  const [state, setState] = useState<SignUpState>({ step: "idle" });
  const idempotencyKey = useRef<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  // The form (and the focused button) gives way to the message: focus follows it.
  useEffect(() => {
    if (state.step === "sent") sentRef.current?.focus();
  }, [state.step]);
  const ids = { email: useId(), hint: useId(), error: useId() };

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (state.step === "sending") return;
    const data = new FormData(event.currentTarget);
    setState({ step: "sending" });
    idempotencyKey.current ??= crypto.randomUUID();
    const text = (name: string): string => {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    };
    const request = { email: text("email"), source, website: text("website") };
    try {
      const { sendSignUp } = await import("./send-sign-up.ts");
      const outcome = await sendSignUp(request, idempotencyKey.current);
      if (outcome.ok || !outcome.retry) idempotencyKey.current = null;
      setState(outcome.ok ? { step: "sent", message: outcome.message } : { step: "error", message: outcome.message, field: outcome.field });
    } catch {
      setState({ step: "error", message: NOT_SENT, field: false });
    }
  }

  const fieldError = state.step === "error" && state.field;
  return (
    <section id="newsletter" aria-labelledby={`${ids.email}-title`} className="scroll-mt-24 lg:grid lg:grid-cols-[1fr_minmax(0,30rem)] lg:items-start lg:gap-10">
      <div>
        <h2 id={`${ids.email}-title`} className="font-serif text-lg text-gold">
          Newsletter
        </h2>
        <p id={ids.hint} className="mt-3 max-w-sm text-sm text-deep-muted">
          Occasional news and offers from the hotel. We first e-mail you a link to confirm, and you can unsubscribe at any time.
        </p>
      </div>
      <div>
        {state.step === "sent" ? null : (
          <form method="post" action={NEWSLETTER_PATHS.signUpForm} noValidate onSubmit={(event) => void submit(event)} className="relative mt-4 lg:mt-0">
            <input type="hidden" name="source" value={source} />
            <HoneypotField id="newsletter-website-field" />
            <label htmlFor={ids.email} className="block text-sm font-medium text-deep-foreground">
              Your e-mail address
            </label>
            <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
              <input
                id={ids.email}
                {...EMAIL_INPUT_ATTRIBUTES}
                aria-invalid={fieldError || undefined}
                aria-describedby={fieldError ? `${ids.error} ${ids.hint}` : ids.hint}
                onChange={() => {
                  idempotencyKey.current = null; // another address is another submission
                  if (state.step === "error") setState({ step: "idle" });
                }}
                className="block min-h-11 w-full min-w-0 flex-1 rounded-sm border border-deep-border bg-deep-foreground/5 px-3 py-2 text-base text-deep-foreground placeholder:text-deep-muted focus-visible:border-gold aria-invalid:border-red-300"
              />
              <Button type="submit" variant="gold" aria-disabled={state.step === "sending"}>
                {state.step === "sending" ? "Signing up..." : "Sign up"}
              </Button>
            </div>
          </form>
        )}
        <div role="status" className="mt-2 text-sm empty:hidden">
          {state.step === "sending" ? <span className="sr-only">Signing you up…</span> : null}
          {state.step === "sent" ? (
            <p ref={sentRef} tabIndex={-1} className="mt-2 border-l-2 border-gold pl-3 text-deep-foreground">
              {state.message}
            </p>
          ) : null}
        </div>
        <div role="alert" className="text-sm empty:hidden">
          {state.step === "error" ? (
            <p id={ids.error} className="mt-1 font-medium text-red-200">
              {state.message}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
