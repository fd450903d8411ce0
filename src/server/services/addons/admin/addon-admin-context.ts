
/** The audit trail's name for an add-on booking. */
export const ADDON_BOOKING_TARGET = "addon_booking";
