/**
 * Where staff sign in to Little Hotelier, the hotel's property-management system: room bookings
 * are managed there, not in the staff area (addons-privacy-admin §2.7, Bookings tab).
 */
export const LITTLE_HOTELIER_SIGN_IN_URL = "https://app.littlehotelier.com/";
