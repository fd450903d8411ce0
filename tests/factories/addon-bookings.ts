import { randomBytes, randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "../../src/server/db/prisma.ts";
import { addDays, londonToday } from "../../src/shared/dates.ts";

/** A unique add-on reference in the PET-XXXXXX shape. */
function reference(): string {
  return `PET-${randomBytes(4).toString("hex").slice(0, 6).toUpperCase()}`;
}

/** An add-on booking row as the payment flow stores it (two pets, two nights, paid by card). */
export function storedAddonBooking(overrides: Partial<Prisma.AddonBookingUncheckedCreateInput> = {}): Prisma.AddonBookingUncheckedCreateInput {
  const id = randomUUID();
  return {
    id,
    reference: reference(),
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

export interface AddonBookingFixture {
  guestName?: string;
  guestEmail: string;
  guestPhone?: string;
  /** Days from today of the check-out (negative: in the past). */
  checkOutInDays?: number;
  nights?: number;
  pets?: { name: string; type: "Dog" | "Cat" }[];
  specialRequirements?: string | null;
  paid?: boolean;
  paymentStatus?: "pending" | "succeeded" | "failed" | "cancelled";
}

/**
 * An add-on booking as the payment flow would leave it (paid by default): £10 per pet per night,
 * written straight to the table (the payment flow itself is tested elsewhere).
 */
export async function createAddonBooking(prisma: PrismaClient, fixture: AddonBookingFixture) {
  const nights = fixture.nights ?? 2;
  const pets = fixture.pets ?? [{ name: "Biscuit", type: "Dog" }];
  const checkOut = addDays(londonToday(), fixture.checkOutInDays ?? -10);
  const checkIn = addDays(checkOut, -nights);
  const paymentStatus = fixture.paymentStatus ?? (fixture.paid === false ? "pending" : "succeeded");
  const paid = paymentStatus === "succeeded" || paymentStatus === "cancelled";
  return prisma.addonBooking.create({
    data: storedAddonBooking({
      bookingConfirmationId: `BK-${randomBytes(3).toString("hex").toUpperCase()}`,
      guestName: fixture.guestName ?? "Jane O'Neill",
      guestEmail: fixture.guestEmail,
      guestPhone: fixture.guestPhone ?? "+441632960123",
      checkInDate: new Date(`${checkIn}T00:00:00Z`),
      checkOutDate: new Date(`${checkOut}T00:00:00Z`),
      numberOfNights: nights,
      numberOfPets: pets.length,
      petDetails: pets,
      specialRequirements: fixture.specialRequirements ?? null,
      totalAmountPence: 1000 * nights * pets.length,
      paymentStatus,
      paidAt: paid ? new Date() : null,
    }),
    select: { id: true, reference: true, totalAmountPence: true, paymentStatus: true },
  });
}
