import type { Prisma } from "../../db/prisma.ts";
import { storedPets } from "./addon-booking-record.ts";

/**
 * What is left of a paid add-on booking once its guest's details are removed (ADR 022),
 * by an erasure request or by the retention purge alike: the reference, dates, number and kind of
 * pets, amounts and Stripe's ids stay for the 7-year payment record; the name, e-mail, phone, the
 * room booking's confirmation id, pets' names, requests and the marketing choice go.
 */
export const ANONYMISED_GUEST_NAME = "Anonymised guest";
export const ANONYMISED_PET_NAME = "Anonymised pet";

export function anonymisedAddonBookingData(petDetails: Prisma.JsonValue, at: Date): Prisma.AddonBookingUpdateManyMutationInput {
  return {
    guestName: ANONYMISED_GUEST_NAME,
    guestEmail: "",
    guestPhone: "",
    bookingConfirmationId: "",
    petDetails: petTypesOf(petDetails).map((type) => ({ name: ANONYMISED_PET_NAME, type })),
    specialRequirements: null,
    marketingOptIn: false,
    anonymisedAt: at,
  };
}

/** The pet types of a stored `petDetails` value, whatever else it holds. */
export function petTypesOf(petDetails: Prisma.JsonValue): string[] {
  return storedPets(petDetails).map((pet) => pet.type);
}
