import type { AddonBookingInput, PetType } from "../../../shared/addons/addon-booking.ts";
import { PET_ADDON_PENCE_PER_PET_NIGHT } from "../../../shared/addons/addon-pricing.ts";
import { isIsoDate, nightsBetween } from "../../../shared/dates.ts";

/** One pet row as the form holds it. */
export interface PetRow {
  name: string;
  type: PetType;
}

/** What the add-on form holds; strings as typed, so nothing is lost between keystrokes. */
export interface AddonFormValues {
  bookingConfirmationId: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  checkInDate: string;
  checkOutDate: string;
  petAddonEnabled: boolean;
  numberOfPets: number;
  pets: PetRow[];
  specialRequirements: string;
  marketingConsent: boolean;
}

/** The selector's choices (the selector offers 1 or 2 pets; the rule allows up to 5). */
export const PET_COUNT_CHOICES = [1, 2] as const;

const NEW_PET_ROW: PetRow = { name: "", type: "Dog" };

export const ADDON_FORM_DEFAULTS: AddonFormValues = {
  bookingConfirmationId: "",
  guestName: "",
  guestEmail: "",
  guestPhone: "",
  checkInDate: "",
  checkOutDate: "",
  petAddonEnabled: true,
  numberOfPets: 1,
  pets: [NEW_PET_ROW],
  specialRequirements: "",
  marketingConsent: false,
};

/** The pet rows resized to `count`: rows kept in order, new ones named "" and typed Dog. */
export function resizePetRows(rows: readonly PetRow[], count: number): PetRow[] {
  const size = Number.isInteger(count) && count > 0 ? count : 0;
  return Array.from({ length: size }, (_, index) => rows[index] ?? NEW_PET_ROW);
}

/** Pets, nights and the price the page shows; nights and total are 0 until both dates make a stay. */
export interface StayQuote {
  pets: number;
  nights: number;
  /** Pounds per pet per night. */
  rate: number;
  /** Pounds. */
  total: number;
}

export function stayQuote(values: Pick<AddonFormValues, "checkInDate" | "checkOutDate" | "numberOfPets" | "petAddonEnabled">): StayQuote {
  const rate = PET_ADDON_PENCE_PER_PET_NIGHT / 100;
  const hasDates = isIsoDate(values.checkInDate) && isIsoDate(values.checkOutDate);
  const nights = hasDates ? Math.max(0, nightsBetween(values.checkInDate, values.checkOutDate)) : 0;
  const pets = values.petAddonEnabled ? values.numberOfPets : 0;
  // Pence first, so the pounds figure carries no floating-point dust.
  const totalPence = pets * nights * PET_ADDON_PENCE_PER_PET_NIGHT;
  return { pets, nights, rate, total: totalPence / 100 };
}

/** The documented payload with the figures the page showed, in pounds. */
export type AddonPayload = AddonBookingInput & { numberOfNights: number; totalAmount: number; petAddon: { subtotal: number } };

/**
 * The payload for values the form has accepted; null while the add-on is not selected (there is
 * nothing to buy). Amounts go in pounds as the page showed them: the server prices the stay
 * itself and refuses a booking whose shown figures differ.
 */
export function toAddonPayload(values: AddonFormValues, paymentIntentId?: string): AddonPayload | null {
  if (!values.petAddonEnabled) return null;
  const quote = stayQuote(values);
  const requirements = values.specialRequirements.trim();
  return {
    bookingConfirmationId: values.bookingConfirmationId,
    guestName: values.guestName,
    guestEmail: values.guestEmail,
    guestPhone: values.guestPhone,
    checkInDate: values.checkInDate,
    checkOutDate: values.checkOutDate,
    numberOfNights: quote.nights,
    petAddon: {
      enabled: true,
      numberOfPets: values.numberOfPets,
      petDetails: values.pets.map((pet) => ({ name: pet.name, type: pet.type })),
      ...(requirements === "" ? {} : { specialRequirements: values.specialRequirements }),
      subtotal: quote.total,
    },
    totalAmount: quote.total,
    marketingConsent: values.marketingConsent,
    ...(paymentIntentId ? { paymentIntentId } : {}),
  };
}

/** What the schema judges: the payload, or the add-on marked as not selected. */
export function toCheckedValues(values: AddonFormValues): unknown {
  return toAddonPayload(values) ?? { ...toAddonPayload({ ...values, petAddonEnabled: true }), petAddon: { enabled: false } };
}
