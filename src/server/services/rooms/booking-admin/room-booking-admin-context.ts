
/** The audit trail's name for a room booking (its id there is the confirmation ID). */
export const ROOM_BOOKING_TARGET = "room_booking";
