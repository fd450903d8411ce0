import { useQuery } from "@tanstack/react-query";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { EventEnquiryRow } from "../../../../shared/enquiries/enquiry-admin.ts";
import { EVENT_BOOKING_MESSAGES, VENUE_OF_EVENT_TYPE, type EventBookingView } from "../../../../shared/event-bookings/event-booking-admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { StaffField, StaffSelect } from "../ui/staff-field.tsx";
import { useStaffForm } from "../ui/use-staff-form.ts";
import { createEventBooking, eventOpenPath, venuesQuery } from "./event-booking-api.ts";

const START_FIELDS = ["venueId", "eventDate", "guests"] as const;

/**
 * On an event enquiry's dialog: make the enquiry into an event (ADR 100), its venue, date and
 * guests filled in from the enquiry, then open it in the Events tab. The server refuses a date in
 * the past or more guests than the venue holds, under the field.
 */
export function StartEventForm({ enquiry }: { enquiry: EventEnquiryRow }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const venues = useQuery({ ...venuesQuery(), enabled: open });
  const made = useRef<EventBookingView | null>(null);
  const { status, sending, field, submit, formRef } = useStaffForm({
    fields: START_FIELDS,
    check: (values) => (values.eventDate ? {} : { eventDate: EVENT_BOOKING_MESSAGES.DATE_REQUIRED }),
    send: async (values) => {
      made.current = await createEventBooking({ enquiryId: enquiry.id, venueId: values.venueId, eventDate: values.eventDate, guests: Number(values.guests) });
    },
    successMessage: EVENT_BOOKING_MESSAGES.CREATED,
    onSuccess: () => {
      if (made.current) void navigate(eventOpenPath(made.current.id, made.current.eventDate));
    },
  });

  if (!open) {
    return (
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        Start an event
      </Button>
    );
  }
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="start-event-heading" className="basis-full space-y-3 rounded-sm border border-border p-4">
      <h3 id="start-event-heading" className="text-sm font-semibold">
        Start an event from this enquiry
      </h3>
      <StaffSelect id="start-event-venue" label="Venue" defaultValue={VENUE_OF_EVENT_TYPE[enquiry.event_type]} {...field("venueId")}>
        {(venues.data ?? []).map((venue) => (
          <option key={venue.id} value={venue.id}>
            {venue.name} (up to {venue.capacity.max} guests)
          </option>
        ))}
        {venues.data ? null : <option value={VENUE_OF_EVENT_TYPE[enquiry.event_type]}>Loading the venues...</option>}
      </StaffSelect>
      <StaffField id="start-event-date" type="date" label="Event date" defaultValue={enquiry.event_date ?? ""} {...field("eventDate")} />
      <StaffField id="start-event-guests" type="number" inputMode="numeric" min={1} label="Guests" defaultValue={String(enquiry.guests)} {...field("guests")} />
      <FormStatus message={status} />
      <div className="flex justify-end gap-3">
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={sending}>
          {sending ? "Saving..." : "Make the event"}
        </Button>
      </div>
    </form>
  );
}
