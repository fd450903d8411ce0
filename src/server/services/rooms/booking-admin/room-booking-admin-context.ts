import type { StaffServiceContext } from "../../core/staff-service-context.ts";

/** What the staff room-booking reads need: the database, the clock, who reads and from where (the audit trail). */
export type RoomBookingAdminContext = Pick<StaffServiceContext, "prisma" | "now" | "actor" | "ipAddress">;

/** The audit trail's name for a room booking (its id there is the confirmation ID). */
export const ROOM_BOOKING_TARGET = "room_booking";
