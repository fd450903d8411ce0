import { randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "../../src/server/db/prisma.ts";
import { storedEventEnquiry } from "./enquiries.ts";

type Db = Pick<PrismaClient, "contactInquiry" | "eventInquiry" | "newsletterSubscriber" | "eventBooking" | "eventBookingChange">;

/**
 * A stored event booking straight into the database (an enquiry of its own, the wedding venue,
 * state enquiry unless told), with its history's creation row and, for a hold, the move into it
 * from `heldFrom` (enquiry unless told). The venues must be stored (any read of them does it).
 */
export async function storedEventBooking(
  prisma: Db,
  overrides: Partial<Prisma.EventBookingUncheckedCreateInput> & { eventDate: Date; heldFrom?: "enquiry" | "proposal_sent" },
): Promise<{ id: string; enquiryId: string }> {
  const { heldFrom = "enquiry", ...fields } = overrides;
  const enquiry = await storedEventEnquiry(prisma, { eventDate: fields.eventDate });
  const id = randomUUID();
  const state = fields.state ?? "enquiry";
  await prisma.eventBooking.create({ data: { id, enquiryId: enquiry.id, venueId: "wedding", guests: 80, ...fields, state }, select: { id: true } });
  const at = new Date(Date.now() - 60_000);
  await prisma.eventBookingChange.create({ data: { bookingId: id, at, toState: state === "tentative" ? heldFrom : state, byStaffEmail: "reception@example.com" }, select: { id: true } });
  if (state === "tentative") {
    await prisma.eventBookingChange.create({ data: { bookingId: id, at, fromState: heldFrom, toState: "tentative", byStaffEmail: "reception@example.com", releaseDate: fields.releaseDate ?? null }, select: { id: true } });
  }
  return { id, enquiryId: enquiry.id };
}
