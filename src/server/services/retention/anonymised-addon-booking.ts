import type { Prisma } from "../../db/prisma.ts";

/**
 * What is left of a paid add-on booking once its guest's details are removed (DESIGN decision 15):
 * the reference, dates, number and kind of pets, amounts and Stripe's ids stay for the 7-year
 * payment record; name, e-mail, phone, the room booking's confirmation id, pets' names and special
 * requirements go.
 */
export const ANONYMISED_GUEST_NAME = "Anonymised guest";

export function anonymisedAddonBookingData(petTypes: readonly string[], at: Date): Prisma.AddonBookingUpdateInput {
  return {
    guestName: ANONYMISED_GUEST_NAME,
    guestEmail: "",
    guestPhone: "",
    bookingConfirmationId: "",
    petDetails: petTypes.map((type) => ({ name: "", type })),
    specialRequirements: null,
    anonymisedAt: at,
  };
}

/** The pet types of a stored `petDetails` value, whatever else it holds. */
export function petTypesOf(petDetails: Prisma.JsonValue): string[] {
  if (!Array.isArray(petDetails)) return [];
  return petDetails.map((pet) => (pet !== null && typeof pet === "object" && !Array.isArray(pet) && typeof pet.type === "string" ? pet.type : ""));
}
