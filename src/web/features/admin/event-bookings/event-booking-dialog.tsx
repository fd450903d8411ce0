import { useQuery, useQueryClient } from "@tanstack/react-query";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { useState, type ReactNode } from "react";
import { formatLongDate } from "../../../../shared/dates.ts";
import {
  EVENT_BOOKING_MESSAGES,
  EVENT_BOOKING_STATE_LABELS,
  EVENT_LOST_REASON_LABELS,
  EVENT_LOST_REASONS,
  EVENT_NOTE_MAX_LENGTH,
  type EventBookingState,
  type EventBookingView,
  type EventLostReason,
} from "../../../../shared/event-bookings/event-booking-admin.ts";
import { PhoneLink } from "../ui/phone-link.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { staffCallMessage } from "../shell/staff-call-error.ts";
import { formatStaffDateTime } from "../ui/staff-date-time.ts";
import { DialogCloseFooter, StaffDialog } from "../ui/staff-dialog.tsx";
import { StaffField, StaffSelect, StaffTextArea } from "../ui/staff-field.tsx";
import { useStaffForm } from "../ui/use-staff-form.ts";
import { eventBookingQuery, eventBookingsFilter, moveEventBooking } from "./event-booking-api.ts";
import { EventStateBadge } from "./event-state-badge.tsx";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** "Tentative, held until 12 June 2027". */
function stateText(booking: Pick<EventBookingView, "state" | "releaseDate">): string {
  const label = EVENT_BOOKING_STATE_LABELS[booking.state];
  return booking.state === "tentative" && booking.releaseDate ? `${label}, held until ${formatLongDate(booking.releaseDate)}` : label;
}

function ClashNote({ booking }: { booking: EventBookingView }) {
  if (!booking.clashWarning) return null;
  return (
    <div role="note" className="flex items-start gap-2 rounded-sm border border-amber-700/50 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-300/50 dark:bg-amber-950/50 dark:text-amber-100">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-medium">{booking.clashWarning}</p>
        <ul className="mt-1 list-disc pl-5">
          {booking.clashes.map((clash) => (
            <li key={clash.id}>
              {clash.enquiryName ?? "An event"}: {stateText(clash)}, {clash.guests} guests
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function History({ booking }: { booking: EventBookingView }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">History</h3>
      <ol className="mt-1 space-y-1 text-sm">
        {booking.history.map((change, index) => (
          <li key={index}>
            <span className="text-muted-foreground">{formatStaffDateTime(change.at)}</span>{" "}
            {change.from === null ? "Made from the enquiry" : `${EVENT_BOOKING_STATE_LABELS[change.from]} → ${EVENT_BOOKING_STATE_LABELS[change.to]}`}
            {change.releaseDate && change.to === "tentative" ? `, held until ${formatLongDate(change.releaseDate)}` : ""}
            {change.lostReason ? ` (${EVENT_LOST_REASON_LABELS[change.lostReason]})` : ""}
            {change.by ? `, by ${change.by}` : ", by the system: the hold lapsed"}
            {change.note ? <span className="block pl-4 whitespace-pre-wrap text-muted-foreground">{change.note}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

const MOVE_FIELDS = ["to", "releaseDate", "lostReason", "note"] as const;

/** A move to one of the states the server offers this member of staff; a hold can be given a new release date. */
function MoveForm({ booking }: { booking: EventBookingView }) {
  const queryClient = useQueryClient();
  const choices: EventBookingState[] = booking.state === "tentative" ? ["tentative", ...booking.moves] : booking.moves;
  const [to, setTo] = useState<EventBookingState | undefined>(choices.find((state) => state !== booking.state) ?? choices[0]);
  const { status, sending, field, submit, formRef } = useStaffForm({
    fields: MOVE_FIELDS,
    check: (values) => (values.to === "lost" && !values.lostReason ? { lostReason: EVENT_BOOKING_MESSAGES.LOST_REASON_REQUIRED } : {}),
    send: async (values) => {
      await moveEventBooking({
        id: booking.id,
        to: values.to as EventBookingState,
        ...(values.releaseDate ? { releaseDate: values.releaseDate } : {}),
        ...(values.lostReason ? { lostReason: values.lostReason as EventLostReason } : {}),
        ...(values.note.trim() ? { note: values.note } : {}),
      });
      await queryClient.invalidateQueries(eventBookingsFilter());
    },
    successMessage: (values) => `${EVENT_BOOKING_MESSAGES.STATE_CHANGED}: ${EVENT_BOOKING_STATE_LABELS[values.to as EventBookingState]}`,
  });
  if (choices.length === 0 || to === undefined) return null;
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} className="space-y-3 border-t border-border pt-4" noValidate aria-labelledby="event-move-heading">
      <h3 id="event-move-heading" className="text-sm font-semibold">
        Move this event
      </h3>
      <StaffSelect id="event-move-to" label="New state" {...field("to")} value={to} onChange={(event) => setTo(event.target.value as EventBookingState)}>
        {choices.map((state) => (
          <option key={state} value={state}>
            {state === booking.state ? "Tentative: a new release date" : EVENT_BOOKING_STATE_LABELS[state]}
          </option>
        ))}
      </StaffSelect>
      {to === "tentative" ? (
        <StaffField id="event-move-release" type="date" label="Release date" hint="The date is held up to and including this day; the day after, the hold lapses by itself." {...field("releaseDate")} />
      ) : null}
      {to === "lost" ? (
        <StaffSelect id="event-move-reason" label="Why it was lost" defaultValue="" {...field("lostReason")}>
          <option value="" disabled>
            Choose a reason
          </option>
          {EVENT_LOST_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {EVENT_LOST_REASON_LABELS[reason]}
            </option>
          ))}
        </StaffSelect>
      ) : null}
      <StaffTextArea id="event-move-note" label="Note (optional)" maxLength={EVENT_NOTE_MAX_LENGTH} {...field("note")} />
      <FormStatus message={status} />
      <div className="flex justify-end">
        <Button type="submit" aria-disabled={sending}>
          {sending ? "Saving..." : "Save the move"}
        </Button>
      </div>
    </form>
  );
}

function BookingDetails({ booking }: { booking: EventBookingView }) {
  const { enquiry } = booking;
  return (
    <>
      <ClashNote booking={booking} />
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <Detail term="Venue">{booking.venue.name}</Detail>
        <Detail term="Date">{formatLongDate(booking.eventDate)}</Detail>
        <Detail term="Guests">
          {booking.guests} (the venue holds {booking.venue.capacityMax})
        </Detail>
        <Detail term="State">
          <span className="inline-flex flex-wrap items-center gap-2">
            <EventStateBadge state={booking.state} />
            {booking.state === "tentative" && booking.releaseDate ? <span>held until {formatLongDate(booking.releaseDate)}</span> : null}
          </span>
        </Detail>
        {booking.lostReason ? <Detail term="Lost because">{EVENT_LOST_REASON_LABELS[booking.lostReason]}{booking.lostNote ? `: ${booking.lostNote}` : ""}</Detail> : null}
      </dl>
      <div>
        <h3 className="text-sm font-semibold">The enquiry</h3>
        {enquiry ? (
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <Detail term="Name">{enquiry.name}</Detail>
            <Detail term="E-mail">{enquiry.email}</Detail>
            <Detail term="Phone"><PhoneLink phone={enquiry.phone} /></Detail>
            <Detail term="Asked for">
              {enquiry.eventDate ? formatLongDate(enquiry.eventDate) : "No date given"}, {enquiry.guests} guests
            </Detail>
            <Detail term="Received">{formatStaffDateTime(enquiry.createdAt)}</Detail>
            {enquiry.message ? <Detail term="Message"><span className="whitespace-pre-wrap">{enquiry.message}</span></Detail> : null}
          </dl>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">The enquiry has been erased; the event is kept.</p>
        )}
      </div>
      <History booking={booking} />
      <MoveForm key={`${booking.state}-${booking.updatedAt}`} booking={booking} />
    </>
  );
}

/** One event over the calendar: its details, the clash, the enquiry, its history and the move form. */
export function EventBookingDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const booking = useQuery(eventBookingQuery(id));
  const title = booking.data ? `${booking.data.enquiry?.name ?? "Event"} at ${booking.data.venue.name}` : "Event";
  return (
    <StaffDialog title={title} onClose={onClose}>
      {booking.isPending ? <p role="status">Loading the event...</p> : null}
      {booking.isError ? <FormStatus message={staffCallMessage(booking.error, EVENT_BOOKING_MESSAGES.NOT_FOUND)} /> : null}
      {booking.data ? <BookingDetails booking={booking.data} /> : null}
      <DialogCloseFooter onClose={onClose} />
    </StaffDialog>
  );
}
