import { useEffect, useMemo, useRef, useState } from "react";
import { ADDON_MESSAGES } from "../../../shared/addons/payment-errors.ts";
import type * as ValidationModule from "./addon-validation.ts";
import { ADDON_FIELD_KEYS, petNameKey } from "./addon-field-keys.ts";
import { ADDON_FORM_DEFAULTS, resizePetRows, stayQuote, toCheckedValues, type AddonFormValues, type PetRow } from "./addon-form-values.ts";
import { adoptTypedValues, differsFromDefaults } from "./adopt-typed-values.ts";
import { cameBackFromCheckout, CHECKOUT_LEFT_PARAM, keepAddonFormDraft, takeAddonFormDraft } from "./addon-form-draft.ts";
import type { PaymentFailure } from "./payment-error-message.ts";

type Validation = typeof ValidationModule;
const loadValidation = (): Promise<Validation> => import("./addon-validation.ts");

export type AddonStep = "form" | "payment";

/** What a field shows: its error, a tick once checked and valid, or nothing before the guest has touched it. */
export type FieldVerdict = { kind: "error"; message: string } | { kind: "valid" } | { kind: "unchecked" };

/**
 * The add-on form's state: every field checked live once
 * touched, a tick on valid ones; Pay Now checks them all and opens the payment step; a refused
 * payment closes the step and says why, with what was typed kept. The schema is the server's own,
 * loaded when the form's code arrives.
 */
export function useAddonForm() {
  const [values, setValues] = useState<AddonFormValues>(ADDON_FORM_DEFAULTS);
  const [validation, setValidation] = useState<Validation | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [checkAll, setCheckAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState<AddonStep>("form");
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // The form is pre-rendered and its code arrives later: adopt what the guest typed before then, once.
  // Back from Stripe's page unpaid, the form is as the guest left it (the tab kept it), with a word on why.
  useEffect(() => {
    const back = cameBackFromCheckout();
    const draft = back.viaCancelLink || back.viaHistory ? takeAddonFormDraft() : null;
    const typed = draft ?? adoptTypedValues(formRef.current);
    if (differsFromDefaults(typed)) setValues(typed);
    if (draft) setFormError(ADDON_MESSAGES.CHECKOUT_NOT_COMPLETED);
    if (back.viaCancelLink) {
      const address = new URL(window.location.href);
      address.searchParams.delete(CHECKOUT_LEFT_PARAM);
      window.history.replaceState(window.history.state, "", address);
    }
    void loadValidation().then(setValidation, () => undefined);
  }, []);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const errors = useMemo(() => ({ ...(validation ? validation.addonFieldErrors(toCheckedValues(values)) : {}), ...serverErrors }), [validation, values, serverErrors]);

  function verdict(key: string): FieldVerdict {
    const message = errors[key];
    if (!validation || !(checkAll || touched.has(key))) return serverErrors[key] ? { kind: "error", message: serverErrors[key] } : { kind: "unchecked" };
    return message ? { kind: "error", message } : { kind: "valid" };
  }

  function markTouched(...keys: string[]): void {
    setTouched((current) => (keys.every((key) => current.has(key)) ? current : new Set([...current, ...keys])));
  }

  function clearServerError(key: string): void {
    if (serverErrors[key]) setServerErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  function update(key: string, change: (current: AddonFormValues) => AddonFormValues): void {
    setValues(change);
    clearServerError(key);
    markTouched(key);
    setFormError(null);
  }

  function setText(field: "bookingConfirmationId" | "guestName" | "guestEmail" | "guestPhone" | "checkInDate" | "checkOutDate" | "specialRequirements", value: string): void {
    update(ADDON_FIELD_KEYS[field], (current) => ({ ...current, [field]: value }));
  }

  function setFlag(field: "petAddonEnabled" | "marketingConsent", value: boolean): void {
    update(field === "petAddonEnabled" ? ADDON_FIELD_KEYS.petAddonEnabled : "marketingConsent", (current) => ({ ...current, [field]: value }));
  }

  function setPetCount(count: number): void {
    update(ADDON_FIELD_KEYS.numberOfPets, (current) => ({ ...current, numberOfPets: count, pets: resizePetRows(current.pets, count) }));
  }

  function setPet(index: number, change: Partial<PetRow>): void {
    update(petNameKey(index), (current) => ({ ...current, pets: current.pets.map((pet, at) => (at === index ? { ...pet, ...change } : pet)) }));
  }

  function blurred(key: string): void {
    markTouched(key);
  }

  /** Pay Now: every rule at once; the payment step opens only for a form without errors. */
  async function payNow(): Promise<void> {
    const loaded = validation ?? (await loadValidation().catch(() => null));
    if (!loaded) {
      setFormError(ADDON_MESSAGES.PROCESS_FAILED);
      return;
    }
    setValidation(loaded);
    setCheckAll(true);
    // A Pay Now tapped before the code arrived is replayed as soon as it has (ADR 104), maybe before
    // the effect above has adopted what was typed: read the fields then. Once the code is there the
    // fields show the state, so this changes nothing.
    const current = differsFromDefaults(values) ? values : adoptTypedValues(formRef.current);
    if (current !== values) setValues(current);
    const found = loaded.addonFieldErrors(toCheckedValues(current));
    const keys = Object.keys(found);
    if (keys.length > 0 || stayQuote(current).total <= 0) {
      // Without the add-on there is nothing to buy (total zero): its pet fields are not even shown.
      const onlyAddonMissing = !current.petAddonEnabled && keys.every((key) => key.startsWith("petAddon"));
      setFormError(onlyAddonMissing ? ADDON_MESSAGES.TOTAL_ZERO : ADDON_MESSAGES.FORM_HAS_ERRORS);
      setFocusRequest((count) => count + 1);
      return;
    }
    setFormError(null);
    keepAddonFormDraft(current);
    setStep("payment");
  }

  function backToForm(): void {
    setStep("form");
  }

  /** A payment call failed: the step closes and the message shows above the form. */
  function paymentFailed(failure: PaymentFailure): void {
    setStep("form");
    setFormError(failure.message);
    if (failure.fieldErrors) {
      setServerErrors(failure.fieldErrors);
      setCheckAll(true);
      setFocusRequest((count) => count + 1);
    }
  }

  return { values, verdict, formError, step, formRef, setText, setFlag, setPetCount, setPet, blurred, payNow, backToForm, paymentFailed, quote: stayQuote(values) };
}
