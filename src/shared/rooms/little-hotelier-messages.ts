// Little Hotelier wording (addons-privacy-admin §8.6): the inventory and rate calls say this when
// the connection is not configured or the platform cannot be reached, instead of failing obscurely.

export const LITTLE_HOTELIER_UNAVAILABLE = "Little Hotelier connection unavailable. Inventory managed in LH dashboard.";

/** The admin inventory tab's empty state. */
export const LITTLE_HOTELIER_EMPTY_STATE = "Little Hotelier Connection Unavailable";
