import { randomBytes, randomUUID } from "node:crypto";
import type { PrismaClient } from "../../src/server/db/prisma.ts";
import { addDays, londonToday } from "../../src/shared/dates.ts";

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

/** A unique add-on reference in the PET-XXXXXX shape. */
function reference(): string {
  return `PET-${randomBytes(4).toString("hex").slice(0, 6).toUpperCase()}`;
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
    data: {
      id: randomUUID(),
      reference: reference(),
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
      unitAmountPence: 1000,
      totalAmountPence: 1000 * nights * pets.length,
      marketingOptIn: false,
      paymentMethod: "card",
      paymentStatus,
      paidAt: paid ? new Date() : null,
    },
    select: { id: true, reference: true, totalAmountPence: true, paymentStatus: true },
  });
}
