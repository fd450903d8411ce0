import { keepPreviousData } from "@tanstack/react-query";
import type { EventBookingCreate, EventBookingMove, EventCalendarQuery } from "../../../../shared/event-bookings/event-booking-admin.ts";
import { adminSectionPath } from "../../../../shared/staff/admin-sections.ts";
import { staffTrpc, staffTrpcClient } from "../shell/staff-trpc.ts";

// The Events tab's calls (`eventBookings.admin.*`, ADR 100), typed from AppRouter (ADR 085).

/** Every query of the tab: a change refreshes the calendar and the open event. */
export function eventBookingsFilter() {
  return staffTrpc.eventBookings.admin.pathFilter();
}

/** The calendar between two dates; the month shown stays while the next one loads. */
export function eventCalendarQuery(query: EventCalendarQuery) {
  return staffTrpc.eventBookings.admin.calendar.queryOptions(query, { placeholderData: keepPreviousData });
}

/** One event with its enquiry, history and clashes. */
export function eventBookingQuery(id: string) {
  return staffTrpc.eventBookings.admin.byId.queryOptions({ id });
}

/** The venues to choose from when an event is made (the public list: the same names and capacities). */
export function venuesQuery() {
  return staffTrpc.events.list.queryOptions(undefined, { staleTime: 5 * 60_000 });
}

export function createEventBooking(input: EventBookingCreate) {
  return staffTrpcClient.eventBookings.admin.create.mutate(input);
}

export function moveEventBooking(move: EventBookingMove) {
  return staffTrpcClient.eventBookings.admin.changeState.mutate(move);
}

/** The Events tab at the month of `eventDate` (YYYY-MM-DD) with the event open over it. */
export function eventOpenPath(id: string, eventDate: string): string {
  return `${adminSectionPath("events")}?month=${eventDate.slice(0, 7)}&open=${id}`;
}
