/**
 * The unit of every price in content/: a number of pounds sterling, so 4.5 is £4.50 and 9.99 is
 * £9.99 (the same unit as content/rooms.ts and content/venues.ts). The site prints them with
 * `formatPounds` and `formatMenuPrice` from src/shared/money.ts (spec §9: en-GB).
 * Pence appear only where money goes to the payment provider, never in content.
 */
export type Pounds = number;

export const CONTENT_CURRENCY = "GBP";
