import { hotel } from "../../../../content/hotel.ts";
import { formatMenuPrice } from "../../../shared/money.ts";

/** What the add-on e-mails say, read from the booking (see services/addons/addon-mail.ts). */
export interface AddonSummary {
  reference: string;
  bookingConfirmationId: string;
  /** The phone as a guest in the UK writes it (stored E.164 underneath, ADR 047). */
  guest: { name: string; email: string; phone: string };
  /** YYYY-MM-DD */
  checkInDate: string;
  /** YYYY-MM-DD */
  checkOutDate: string;
  numberOfNights: number;
  pets: { name: string; type: string }[];
  specialRequirements: string | null;
  totalPence: number;
  paidAt: Date;
}

/** "1 night", "3 nights" (the success page's singular and plural wording). */
export function nightsLabel(nights: number): string {
  return `${nights} ${nights === 1 ? "night" : "nights"}`;
}

export function petsLabel(pets: number): string {
  return `${pets} ${pets === 1 ? "pet" : "pets"}`;
}

/** "£40.00": money in pounds with 2 decimals. */
export function penceAsPounds(pence: number): string {
  return formatMenuPrice(pence / 100);
}

/** ADR 059's wording. */
export const CHECK_IN_TEXT = `Check-in from ${hotel.checkIn}, check-out by ${hotel.checkOut}`;
export const TAXES_NOTE = "Includes taxes and charges";
