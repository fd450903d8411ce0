import { useEffect, useRef, useState, type FormEvent } from "react";
import { ERROR_MESSAGES } from "../../../shared/api/error-catalogue.ts";
import { postJson } from "../../lib/api-answer.ts";
import { sendConsentRecord } from "./send-consent-record.ts";
import { typedBeforeHydration, type FormValues } from "../../lib/typed-before-hydration.ts";
import type * as ValidationModule from "./enquiry-validation.ts";
import type { FieldErrors } from "./enquiry-validation.ts";

type Validation = typeof ValidationModule;

const loadValidation = (): Promise<Validation> => import("./enquiry-validation.ts");

export interface EnquiryFormOptions<V extends FormValues> {
  defaults: V;
  endpoint: string;
  /** What is sent (and validated): the documented payload, built from the typed values. */
  toPayload: (values: V) => Record<string, unknown>;
  validate: (validation: Validation, payload: Record<string, unknown>) => FieldErrors;
  /**
   * The form's message when these are the only errors (the event forms' missing consent tick
   * names itself); otherwise, and by default, "Please correct the errors below.".
   */
  soleErrorMessage?: (fieldErrors: FieldErrors) => string | undefined;
  /** What the form says once sent; when refused without the server's own text; when the server could not be reached. */
  messages: { sent: string; refused: string; unreachable: string };
}

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * State and behaviour shared by the enquiry forms: editing a field clears its error; the shared
 * schema (every field's message at once, as the add-on form shows them), then the server; success
 * resets the form, sends the consent record when the newsletter box was ticked, and moves the focus to a thank-you note in the form (the only thanks, ADR 083); failure keeps what was typed. One
 * idempotency key per submission, kept while a retry sends the same values, so a double click or
 * a retried request never makes two enquiries.
 */
export function useEnquiryForm<V extends FormValues>(options: EnquiryFormOptions<V>) {
  const [values, setValues] = useState<V>(options.defaults);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const idempotencyKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped when errors are shown: once React has marked the fields invalid, the first one takes focus.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  // The form is pre-rendered and its code arrives when it is first touched (an island, ADR 044):
  // what the guest typed or ticked before then is in the fields but not in the state. Adopt it once,
  // when the code arrives.
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current, options.defaults);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Only on arrival: afterwards the state is the fields' source of truth.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Once the thank-you note is in the page, it takes the focus (and is read out from there).
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  function setField(name: keyof V & string, value: V[keyof V]): void {
    setValues((current) => ({ ...current, [name]: value }));
    idempotencyKey.current = null; // different values are a different submission
    setThanks(null); // a new message has begun
    if (errors[name]) {
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    }
  }

  function showErrors(fieldErrors: FieldErrors, message: string): void {
    setErrors(fieldErrors);
    setFormError(message);
    setFocusRequest((count) => count + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (sending) return;
    const honeypot = new FormData(event.currentTarget).get("website");
    // A Send tapped before the code arrived is replayed as soon as it has (ADR 088), maybe before
    // the effect above has adopted what was typed: read the fields too. Once the code is there the
    // fields show the state, so this changes nothing then.
    const typed = typedBeforeHydration(event.currentTarget, options.defaults);
    const current = Object.keys(typed).length > 0 ? { ...values, ...typed } : values;
    if (current !== values) setValues(current);
    const payload = options.toPayload(current);
    setSending(true);
    setFormError(null);
    setThanks(null);
    try {
      const fieldErrors = options.validate(await loadValidation(), payload);
      if (Object.keys(fieldErrors).length > 0) return showErrors(fieldErrors, options.soleErrorMessage?.(fieldErrors) ?? ERROR_MESSAGES.FORM_INVALID);

      idempotencyKey.current ??= newKey();
      const body = { ...payload, source: window.location.pathname, website: typeof honeypot === "string" ? honeypot : "" };
      const result = await postJson(options.endpoint, body, idempotencyKey.current);
      if (result.ok) {
        setValues(options.defaults);
        setErrors({});
        idempotencyKey.current = null;
        // Thanked once, in the form, where the guest is looking (ADR 083): no toast over it as well.
        setThanks(options.messages.sent);
        sendConsentRecord(payload);
      } else if ("networkError" in result) {
        setFormError(options.messages.unreachable);
      } else if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
        showErrors(result.fieldErrors, ERROR_MESSAGES.FORM_INVALID);
      } else {
        setFormError(result.error ?? options.messages.refused);
      }
    } catch {
      setFormError(options.messages.unreachable); // the validation chunk could not load
    } finally {
      setSending(false);
    }
  }

  return { values, errors, formError, thanks, thanksRef, sending, setField, submit, formRef };
}
