import { useEffect, useState, useSyncExternalStore } from "react";
import type { AddonBookingSuccessView } from "../../../shared/addons/addon-booking-view.ts";
import { AddonCallRefusal, bookingBySession } from "./addon-api.ts";

export const NO_SESSION_ID = "No session ID provided";
export const LOADING_BOOKING = "Loading your booking details...";
const LOAD_FAILED = "Failed to load booking details";

export type AddonBookingState =
  | { kind: "loading" }
  | { kind: "no-session" }
  | { kind: "not-found"; message: string }
  /** `waiting`: Stripe has not confirmed the payment yet and the page is still asking. */
  | { kind: "found"; booking: AddonBookingSuccessView; waiting: boolean };

/** How often and how long the page asks again while a payment is pending (the webhook usually lands within seconds). */
const PENDING_POLL = { attempts: 5, intervalMs: 2000 } as const;

function failureMessage(error: unknown): string {
  // The server answered with its reason: show it; otherwise it could not be reached.
  if (error instanceof AddonCallRefusal && !error.refusal.unsent && error.message) return error.message;
  return LOAD_FAILED;
}

/**
 * The add-on booking behind the success page's `session_id`.
 * Starts as "loading" in the pre-render and on hydration, then reads the query. A pending payment
 * is asked about again a few times before the page says it is still being confirmed.
 */
const subscribeToNothing = (): (() => void) => () => undefined;

/** The query's session id once the page is interactive; null in the pre-render and during hydration. */
function useSessionId(): string | null {
  return useSyncExternalStore(
    subscribeToNothing,
    () => new URLSearchParams(window.location.search).get("session_id")?.trim() ?? "",
    () => null,
  );
}

export function useAddonBooking(): AddonBookingState {
  const sessionId = useSessionId();
  const [state, setState] = useState<AddonBookingState>({ kind: "loading" });

  useEffect(() => {
    if (!sessionId) return;
    const id = sessionId;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function ask(attempt: number): Promise<void> {
      try {
        const booking = await bookingBySession(id);
        if (stopped) return;
        const waiting = booking.paymentStatus === "pending" && attempt < PENDING_POLL.attempts;
        setState({ kind: "found", booking, waiting });
        if (waiting) timer = setTimeout(() => void ask(attempt + 1), PENDING_POLL.intervalMs);
      } catch (error) {
        if (stopped) return;
        // A failed re-check keeps the booking already shown; only the first answer decides "not found".
        if (attempt > 0) setState((current) => (current.kind === "found" ? { ...current, waiting: false } : current));
        else setState({ kind: "not-found", message: failureMessage(error) });
      }
    }
    void ask(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId]);

  if (sessionId === "") return { kind: "no-session" };
  return state;
}
