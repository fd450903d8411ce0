// What the server says when Little Hotelier (the hotel's booking system) is not configured or
// cannot be reached, instead of failing obscurely.

/** Staff calls (inventory, published rates) say this: the original admin's wording (ADR 058). */
export const LITTLE_HOTELIER_UNAVAILABLE = "Little Hotelier connection unavailable. Inventory managed in LH dashboard.";

/** The admin inventory tab's empty state. */
export const LITTLE_HOTELIER_EMPTY_STATE = "Little Hotelier Connection Unavailable";

/** Public calls (availability, stay prices) say this: no staff jargon, and the way to book anyway. */
export const LIVE_RATES_UNAVAILABLE =
  "Live availability and prices cannot be checked just now. Please try again in a few minutes, or book on our booking site or by phone.";
