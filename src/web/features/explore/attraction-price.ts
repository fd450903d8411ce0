import type { AttractionPrice as Price } from "../../../../content/explore.ts";
import { formatPounds } from "../../../shared/money.ts";

const priceOrFree = (amount: number): string => (amount === 0 ? "Free" : formatPounds(amount));

/** "Free", "Prices vary", or the adult and child prices, each 0 shown as "Free". */
export function attractionPriceText(price: Price): string {
  if (price.basis === "free") return "Free";
  if (price.basis === "varies") return "Prices vary";
  return `Adult ${priceOrFree(price.adult)} · Child ${priceOrFree(price.child)}`;
}
