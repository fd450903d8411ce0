import { z } from "zod";

// The messages of the desk app's bridge (desk-bridge.ts), as the main process checks them.

/** The hotel server's address as typed on first run (checked properly by the main process). */
export const saveServerSchema = z.object({ address: z.string().trim().min(1, "Enter the hotel server's address").max(300) });

/** A system notification for a live notice; `path` opens the record in the staff area. */
export const deskNoticeSchema = z.object({
  title: z.string().min(1).max(120),
  body: z.string().max(300),
  path: z
    .string()
    .max(300)
    .regex(/^\/admin\/[A-Za-z0-9/_?=&%:.+-]*$/, "Notices open staff-area pages only"),
});
export type DeskNotice = z.infer<typeof deskNoticeSchema>;

export const badgeSchema = z.object({ count: z.number().int().min(0).max(9999) });

/** One pet arrival as the offline screen lists it: enough to greet the guest, nothing more. */
const arrivalSchema = z.object({
  reference: z.string().max(20),
  guestName: z.string().max(200),
  /** YYYY-MM-DD */
  checkInDate: z.string().max(10),
  /** "2 pets: Dog, Cat" */
  pets: z.string().max(300),
  verified: z.boolean(),
});
export type Arrival = z.infer<typeof arrivalSchema>;

/** The last loaded pet arrivals (today and tomorrow, paid ones), kept for the offline screen. */
export const arrivalsSnapshotSchema = z.object({ savedAt: z.string().datetime(), arrivals: z.array(arrivalSchema).max(200) });
export type ArrivalsSnapshot = z.infer<typeof arrivalsSnapshotSchema>;
