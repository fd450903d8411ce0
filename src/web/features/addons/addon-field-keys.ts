/** The key under which the schema reports each field's error (the payload's dotted path). */
export const ADDON_FIELD_KEYS = {
  bookingConfirmationId: "bookingConfirmationId",
  guestName: "guestName",
  guestEmail: "guestEmail",
  guestPhone: "guestPhone",
  checkInDate: "checkInDate",
  checkOutDate: "checkOutDate",
  petAddonEnabled: "petAddon.enabled",
  numberOfPets: "petAddon.numberOfPets",
  specialRequirements: "petAddon.specialRequirements",
} as const;

export function petNameKey(index: number): string {
  return `petAddon.petDetails.${index}.name`;
}
