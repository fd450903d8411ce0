import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { NEWSLETTER_PATHS } from "../../../shared/newsletter/newsletter-paths.ts";
import { UNSUBSCRIBE_MESSAGES, UNSUBSCRIBE_REASONS } from "../../../shared/newsletter/unsubscribe-texts.ts";
import { EMAIL_INPUT_ATTRIBUTES } from "../../components/form/email-input.ts";
import { describedBy } from "../../components/form/field-error.tsx";
import { CONTROL_CLASS, FieldShell } from "../../components/form/form-field.tsx";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { showToast } from "../../lib/toast.ts";
import { sendUnsubscribe } from "./send-unsubscribe.ts";
import { Options } from "../../components/form/options.tsx";

type UnsubscribeState =
  | { step: "idle"; fieldError?: string }
  | { step: "sending" }
  | { step: "done" }
  | { step: "failed"; message: string };

/**
 * The unsubscribe form: idle, sending ("Unsubscribing..."),
 * done, or failed with "Try Again". Pre-rendered as a plain form that posts to the server and gets
 * a page back, so it works before (or without) the page's script.
 */
export function UnsubscribeForm() {
  const [state, setState] = useState<UnsubscribeState>({ step: "idle" });
  const ids = { email: useId(), reason: useId(), outcome: useId() };
  const emailRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const [typed, setTyped] = useState({ email: "", reason: "" });

  // The form gives way to the outcome: focus follows it, so a screen reader reads it at once.
  useEffect(() => {
    if (state.step === "done" || state.step === "failed") outcomeRef.current?.focus();
  }, [state.step]);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (state.step === "sending") return;
    const data = new FormData(event.currentTarget);
    const text = (name: string): string => {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    };
    const email = text("email");
    const reason = text("reason");
    setTyped({ email, reason });
    setState({ step: "sending" });
    const outcome = await sendUnsubscribe(email, reason);
    if (outcome.ok) return setState({ step: "done" });
    if ("fieldError" in outcome) {
      setState({ step: "idle", fieldError: outcome.fieldError });
      showToast(UNSUBSCRIBE_MESSAGES.EMAIL_TOAST, "error");
      emailRef.current?.focus();
      return;
    }
    setState({ step: "failed", message: outcome.error });
  }

  function startAgain(keepTyped: boolean): void {
    if (!keepTyped) setTyped({ email: "", reason: "" });
    setState({ step: "idle" });
  }

  if (state.step === "done") {
    return (
      <div className="rounded-sm border border-border bg-surface p-6 shadow-xs">
        <h2 ref={outcomeRef} tabIndex={-1} className="font-serif text-2xl font-semibold">
          Unsubscribed
        </h2>
        <p className="mt-2 leading-relaxed">{UNSUBSCRIBE_MESSAGES.SUCCESS}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a href="/" className={buttonVariants()}>Return to homepage</a>
          <Button variant="outline" onClick={() => startAgain(false)}>
            Unsubscribe another email
          </Button>
        </div>
      </div>
    );
  }

  if (state.step === "failed") {
    return (
      <div className="rounded-sm border border-red-700 bg-surface p-6 shadow-xs dark:border-red-400">
        <h2 ref={outcomeRef} tabIndex={-1} className="font-serif text-2xl font-semibold">
          We could not unsubscribe you
        </h2>
        <p role="alert" className="mt-2 leading-relaxed">
          {state.message}
        </p>
        <Button className="mt-6" onClick={() => startAgain(true)}>
          Try Again
        </Button>
      </div>
    );
  }

  const fieldError = state.step === "idle" ? state.fieldError : undefined;
  const sending = state.step === "sending";
  return (
    <form method="post" action={NEWSLETTER_PATHS.unsubscribeForm} noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <FieldShell id={ids.email} label="Email address" required error={fieldError}>
        <input
          ref={emailRef}
          id={ids.email}
          {...EMAIL_INPUT_ATTRIBUTES}
          defaultValue={typed.email}
          onChange={() => {
            if (fieldError) setState({ step: "idle" });
          }}
          className={CONTROL_CLASS}
          {...describedBy(ids.email, fieldError)}
        />
      </FieldShell>
      <FieldShell id={ids.reason} label="Reason (optional)">
        <select id={ids.reason} name="reason" defaultValue={typed.reason} className={CONTROL_CLASS}>
          <option value="">Choose a reason (optional)</option>
          <Options choices={UNSUBSCRIBE_REASONS} />
        </select>
      </FieldShell>
      <Button type="submit" aria-disabled={sending}>
        {sending ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
      <p role="status" className="sr-only">
        {sending ? "Unsubscribing…" : ""}
      </p>
    </form>
  );
}
