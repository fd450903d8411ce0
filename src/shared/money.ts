import type { Pounds } from "../../content/money.ts";

const WHOLE_POUNDS = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });
const POUNDS_AND_PENCE = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 2 });

/**
 * A price in pounds as the site shows it (en-GB): "£45" and "£132" for whole pounds,
 * "£4.50" and "£99.50" otherwise. The locale is fixed, so the server, the pre-render and the
 * browser print the same text.
 */
export function formatPounds(amount: Pounds): string {
  return (Number.isInteger(amount) ? WHOLE_POUNDS : POUNDS_AND_PENCE).format(amount);
}

/** A price on a menu, always with pence ("£6.00" beside "£4.50"), as menus print them. */
export function formatMenuPrice(amount: Pounds): string {
  return POUNDS_AND_PENCE.format(amount);
}

/** An amount to pay or paid, always with pence ("£10.00", "£60.00"): the add-on page and its receipt. */
export function formatAmount(amount: Pounds): string {
  return POUNDS_AND_PENCE.format(amount);
}
