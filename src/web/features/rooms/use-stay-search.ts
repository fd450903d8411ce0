import { useEffect, useRef, useState, type FormEvent } from "react";
import { addDays, isIsoDate } from "../../../shared/dates.ts";
import { BOOKING_ENGINE_FIELDS } from "../../../shared/rooms/booking-link.ts";
import type { RoomType } from "../../../shared/rooms/room-types.ts";
import type { StaySearchOutcome } from "./check-stay.ts";
import { STAY_SEARCH_FAILED } from "./stay-summary.ts";

export type StaySearchField = keyof typeof BOOKING_ENGINE_FIELDS;

/** What the form shows first: two adults, no children, no dates. */
export const STAY_SEARCH_DEFAULTS: Readonly<Record<StaySearchField, string>> = { checkIn: "", checkOut: "", adults: "2", children: "0" };

const loadCheckStay = () => import("./check-stay.ts").then((module) => module.checkStay);

function valueOf(form: HTMLFormElement, field: StaySearchField): string {
  const value = new FormData(form).get(BOOKING_ENGINE_FIELDS[field]);
  return typeof value === "string" ? value : "";
}

/**
 * The stay search once the page is interactive. The fields keep their values in the page itself
 * (uncontrolled), so what a guest typed before the search's code arrived is kept when it does.
 * Submitting checks the shared rules (loaded on first use), then asks about each room type.
 * Changing a field clears its error; a check-in on or after the check-out moves the check-out to
 * the next day. Errors take focus on the first invalid field.
 */
export function useStaySearch(order: readonly RoomType[]) {
  const [errors, setErrors] = useState<Partial<Record<StaySearchField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Extract<StaySearchOutcome, { kind: "answered" }> | null>(null);
  const [searching, setSearching] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function fieldChanged(field: StaySearchField): void {
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    const form = formRef.current;
    if (field !== "checkIn" || !form) return;
    const checkIn = valueOf(form, "checkIn");
    const checkOut = form.elements.namedItem(BOOKING_ENGINE_FIELDS.checkOut);
    if (isIsoDate(checkIn) && checkOut instanceof HTMLInputElement && !(isIsoDate(checkOut.value) && checkOut.value > checkIn)) {
      checkOut.value = addDays(checkIn, 1);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (searching) return;
    const form = event.currentTarget;
    const values = { checkIn: valueOf(form, "checkIn"), checkOut: valueOf(form, "checkOut"), adults: Number(valueOf(form, "adults")), children: Number(valueOf(form, "children")) };
    setSearching(true);
    setFormError(null);
    try {
      const checkStay = await loadCheckStay();
      const found = await checkStay(values, order, __PUBLIC_CONFIG__.BOOKING_ENGINE_URL);
      if (found.kind === "invalid") {
        // Each message sits under its field; the first invalid field takes focus and is read out with it.
        setErrors(found.fieldErrors);
        setOutcome(null);
        setFocusRequest((count) => count + 1);
        return;
      }
      setErrors({});
      setOutcome(found);
    } catch {
      // The search's own code could not be loaded (offline).
      setFormError(STAY_SEARCH_FAILED);
    } finally {
      setSearching(false);
    }
  }

  return { errors, formError, outcome, searching, submit, fieldChanged, formRef };
}
