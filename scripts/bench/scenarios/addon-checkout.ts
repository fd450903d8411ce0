import { randomUUID } from "node:crypto";
import { addDays, londonToday } from "../../../src/shared/dates.ts";
import type { BenchScenario } from "../scenario.ts";

/**
 * The card path's first call: validate, price, store a pending add-on booking, create a Checkout
 * Session at Stripe (the fake on loopback, see stripe-server.ts) with an idempotency key, store
 * its id. Each request is a new guest, as on the page.
 */
export const addonCheckout: BenchScenario = {
  name: "POST /api/addon-bookings/create-session",
  method: "POST",
  path: "/api/addon-bookings/create-session",
  body: () => {
    const checkInDate = addDays(londonToday(), 30);
    return {
      bookingConfirmationId: "LH-48213",
      guestName: "Jane O'Neill",
      guestEmail: `bench-${randomUUID().slice(0, 12)}@example.com`,
      guestPhone: "07700 900123",
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
    };
  },
};
