import { EVENT_BOOKING_STATE_LABELS, type EventBookingState } from "../../../../shared/event-bookings/event-booking-admin.ts";
import { StateBadge } from "../ui/table-region.tsx";

/** The colour says how sure the date is; the word says it for everyone. */
const TONES: Record<EventBookingState, "good" | "muted" | "warn"> = {
  enquiry: "muted",
  proposal_sent: "muted",
  tentative: "warn",
  definite: "good",
  completed: "good",
  lost: "muted",
};

export function EventStateBadge({ state }: { state: EventBookingState }) {
  return <StateBadge tone={TONES[state]}>{EVENT_BOOKING_STATE_LABELS[state]}</StateBadge>;
}
