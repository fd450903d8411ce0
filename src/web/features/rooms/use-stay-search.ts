import { useEffect, useRef, useState, type FormEvent } from "react";
import { addDays, isIsoDate } from "../../../shared/dates.ts";
import type { RoomType } from "../../../shared/rooms/room-types.ts";
import type { StaySearchOutcome } from "./check-stay.ts";
import { STAY_SEARCH_FAILED } from "./stay-summary.ts";

export interface StaySearchValues {
  checkIn: string;
  checkOut: string;
  adults: string;
  children: string;
}

export type StaySearchField = keyof StaySearchValues;

const DEFAULTS: StaySearchValues = { checkIn: "", checkOut: "", adults: "2", children: "0" };

const loadCheckStay = () => import("./check-stay.ts").then((module) => module.checkStay);

/**
 * The stay search once the page is interactive: the shared rules (loaded on first use), then one
 * question per room type. Changing a field clears its error; choosing a check-in on or after the
 * check-out moves the check-out to the next day. Errors take focus on the first invalid field.
 */
export function useStaySearch(order: readonly RoomType[]) {
  const [values, setValues] = useState<StaySearchValues>(DEFAULTS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Extract<StaySearchOutcome, { kind: "answered" }> | null>(null);
  const [searching, setSearching] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function setField(name: StaySearchField, value: string): void {
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (name === "checkIn" && isIsoDate(value) && !(isIsoDate(current.checkOut) && current.checkOut > value)) next.checkOut = addDays(value, 1);
      return next;
    });
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (searching) return;
    setSearching(true);
    setFormError(null);
    try {
      const checkStay = await loadCheckStay();
      const found = await checkStay({ ...values, adults: Number(values.adults), children: Number(values.children) }, order, __PUBLIC_CONFIG__.BOOKING_ENGINE_URL);
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

  return { values, setField, errors, formError, outcome, searching, submit, formRef };
}
