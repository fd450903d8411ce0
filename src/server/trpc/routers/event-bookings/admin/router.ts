import {
  eventBookingCreateSchema,
  eventBookingIdSchema,
  eventBookingMoveSchema,
  eventBookingViewSchema,
  eventCalendarQuerySchema,
  eventCalendarSchema,
} from "../../../../../shared/event-bookings/event-booking-admin.ts";
import { changeEventBookingState, createEventBooking, eventCalendar, readEventBooking } from "../../../../services/event-bookings/admin/event-booking-admin.ts";
import { adminProcedure, router } from "../../../init.ts";
import { serviceContextOf } from "../../../context.ts";

/**
 * The staff's event bookings (ADR 100). Every member of staff makes and moves events; the one
 * owner-only move (a definite event lost) is refused for reception by the service, so the table of
 * moves stays in one place.
 */
export const eventBookingAdminRouter = router({
  /** Staff: make an event from an event enquiry (state enquiry; the date, guests and venue default to the enquiry's). */
  create: adminProcedure.input(eventBookingCreateSchema).output(eventBookingViewSchema).mutation(({ ctx, input }) => createEventBooking(serviceContextOf(ctx), input)),
  /** Staff: one event with its enquiry, history and clashes (audited read). */
  byId: adminProcedure.input(eventBookingIdSchema).output(eventBookingViewSchema).query(({ ctx, input }) => readEventBooking(serviceContextOf(ctx), input)),
  /** Staff: the venue calendar, one venue or all, between two dates (audited read). */
  calendar: adminProcedure.input(eventCalendarQuerySchema).output(eventCalendarSchema).query(({ ctx, input }) => eventCalendar(serviceContextOf(ctx), input)),
  /** Staff: move an event to another state (checked against the table of moves; timed, kept and audited). */
  changeState: adminProcedure.input(eventBookingMoveSchema).output(eventBookingViewSchema).mutation(({ ctx, input }) => changeEventBookingState(serviceContextOf(ctx), input)),
});
