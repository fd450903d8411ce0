/** The pet add-on's price: £10 per pet per night, charged in pence. */
export const PET_ADDON_PENCE_PER_PET_NIGHT = 1000;
export const PET_ADDON_CURRENCY = "gbp";

/** Total in pence for a stay: pets x nights x the price. The server charges this, never a client's figure. */
export function petAddonTotalPence(numberOfPets: number, numberOfNights: number): number {
  return numberOfPets * numberOfNights * PET_ADDON_PENCE_PER_PET_NIGHT;
}
