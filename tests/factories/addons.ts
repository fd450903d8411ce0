import type { AddonBookingInput } from "../../src/shared/addons/addon-booking.ts";
import { addDays, londonToday } from "../../src/shared/dates.ts";
import { guestEmail } from "./enquiries.ts";

/**
 * A pet add-on payload as the page sends it: two pets for two nights a few weeks ahead,
 * £40 (2 x 2 x £10) quoted as the page shows it; each call has its own e-mail address.
 */
export function addonBookingPayload(overrides: Partial<AddonBookingInput> = {}): AddonBookingInput {
  const checkInDate = addDays(londonToday(), 21);
  return {
    bookingConfirmationId: "LH-48213",
    guestName: "Jane O'Neill",
    guestEmail: guestEmail(),
    guestPhone: "+44 7700 900123",
    checkInDate,
    checkOutDate: addDays(checkInDate, 2),
    numberOfNights: 2,
    petAddon: {
      enabled: true,
      numberOfPets: 2,
      petDetails: [
        { name: "Biscuit", type: "Dog" },
        { name: "Mr Whiskers", type: "Cat" },
      ],
      specialRequirements: "Ground floor if possible",
      subtotal: 40,
    },
    totalAmount: 40,
    marketingConsent: false,
    ...overrides,
  };
}
