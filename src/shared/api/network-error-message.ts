/**
 * The catalogue's NETWORK_ERROR text on its own: the footer's newsletter sign-up,
 * on every page, needs only this one, and importing the whole catalogue would put all of it into
 * every page's islands (error-catalogue.ts uses it for its entry).
 */
export const NETWORK_ERROR_MESSAGE = "Unable to connect to the server. Please check your internet connection.";
