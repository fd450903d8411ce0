import { randomUUID } from "node:crypto";
import type { Prisma } from "../../src/server/db/prisma.ts";

/** An add-on booking row as the payment flow stores it (two dogs, two nights, paid by card). */
export function storedAddonBooking(overrides: Partial<Prisma.AddonBookingUncheckedCreateInput> = {}): Prisma.AddonBookingUncheckedCreateInput {
  const id = randomUUID();
  return {
    id,
    reference: `PET-${id.replace(/-/g, "").slice(0, 6).toUpperCase()}`,
    bookingConfirmationId: "LH-482913",
    guestName: "Ada Lovelace",
    guestEmail: `ada-${id.slice(0, 8)}@example.com`,
    guestPhone: "+447700900123",
    checkInDate: new Date("2026-03-01"),
    checkOutDate: new Date("2026-03-03"),
    numberOfNights: 2,
    numberOfPets: 2,
    petDetails: [
      { name: "Biscuit", type: "Dog" },
      { name: "Marmalade", type: "Cat" },
    ],
    specialRequirements: "Ground-floor room please",
    unitAmountPence: 1000,
    totalAmountPence: 4000,
    marketingOptIn: false,
    paymentMethod: "card",
    paymentStatus: "succeeded",
    paidAt: new Date("2026-02-20T10:00:00Z"),
    ...overrides,
  };
}
