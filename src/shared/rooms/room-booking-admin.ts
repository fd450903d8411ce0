import { z } from "zod";
import { addonBookingAdminViewSchema } from "../addons/addon-booking-admin.ts";
import { isIsoDate } from "../dates.ts";
import { staffPageQuerySchema, staffPageSchema } from "../staff/staff-list.ts";
import { withoutControlCharacters } from "../validation/sanitize.ts";

// GET /api/admin/bookings[/{id}] (addons-privacy-admin §7.3; DESIGN decision 27; ADR 037): the
// room bookings the site knows of. Room bookings live in Little Hotelier (spec §1); the site knows
// one through the add-ons a guest bought for it, so a room booking here is the add-ons that share
// its confirmation ID (any case), with the guest, the stay, the money and the verification.

const ROOM_BOOKING_SORTS = ["checkIn", "created"] as const;
export type RoomBookingSort = (typeof ROOM_BOOKING_SORTS)[number];

const ROOM_BOOKING_DATE_INVALID = "Please enter a valid date (YYYY-MM-DD)";
export const ROOM_BOOKING_DATE_RANGE_INVALID = "The 'from' date must be on or before the 'to' date";
const ROOM_BOOKING_SEARCH_TOO_LONG = "Search must be 100 characters or less";

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isIsoDate(value), ROOM_BOOKING_DATE_INVALID);

/** The list's query: a booking matches when one of its add-ons matches every filter. */
export const roomBookingListQuerySchema = z
  .object({
    /** Matches the confirmation ID, guest name, e-mail or an add-on's PET- reference, any case. */
    search: z
      .string()
      .overwrite(withoutControlCharacters)
      .trim()
      .max(100, ROOM_BOOKING_SEARCH_TOO_LONG)
      .optional()
      .transform((value) => (value ? value : undefined)),
    /** An add-on checking in on or after (YYYY-MM-DD). */
    from: optionalDate,
    /** An add-on checking in on or before (YYYY-MM-DD). */
    to: optionalDate,
    /** `checkIn`: the stay's first night; `created`: the latest add-on bought for it. */
    sort: z.enum(ROOM_BOOKING_SORTS).default("checkIn"),
    order: staffPageQuerySchema.shape.order,
    page: staffPageQuerySchema.shape.page,
    pageSize: staffPageQuerySchema.shape.pageSize,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: ROOM_BOOKING_DATE_RANGE_INVALID, path: ["to"] });
export type RoomBookingListQuery = z.output<typeof roomBookingListQuerySchema>;

/** `{id}` is the guest's confirmation ID (any case); one the site does not know is 404. */
export const roomBookingIdSchema = z.object({ id: z.string().trim().min(1).max(100) });
export type RoomBookingId = z.output<typeof roomBookingIdSchema>;

/**
 * Whether reception has verified the booking's paid add-ons: all, some or none of them; `none_due`
 * when none is paid and live (pending, failed or cancelled only), so there is nothing to verify.
 */
const ROOM_BOOKING_VERIFICATIONS = ["verified", "partly_verified", "not_verified", "none_due"] as const;
export type RoomBookingVerification = (typeof ROOM_BOOKING_VERIFICATIONS)[number];

/** One room booking as staff see it in the list (snake_case and pounds, as the add-on view). */
const roomBookingSummarySchema = z.object({
  /** As the guest typed it on their latest add-on. */
  booking_confirmation_id: z.string(),
  /** The guest of the latest add-on bought for the booking. */
  guest_name: z.string(),
  guest_email: z.string(),
  guest_phone: z.string(),
  /** YYYY-MM-DD: the earliest check-in and latest check-out of its add-ons. */
  check_in_date: z.string(),
  check_out_date: z.string(),
  addon_count: z.number().int().min(1),
  /** The add-ons' PET- references, latest first. */
  references: z.array(z.string()),
  /** Pounds paid and kept (a paid add-on cancelled without a refund included). */
  paid_amount: z.number(),
  /** Pounds refunded. */
  refunded_amount: z.number(),
  verification: z.enum(ROOM_BOOKING_VERIFICATIONS),
  /** ISO instant the latest add-on was bought. */
  last_booked_at: z.string(),
});
export type RoomBookingSummary = z.infer<typeof roomBookingSummarySchema>;

/** One room booking with each of its add-ons in the Pet Accommodation tab's admin view. */
export const roomBookingDetailsSchema = roomBookingSummarySchema.extend({ addons: z.array(addonBookingAdminViewSchema) });
export type RoomBookingDetails = z.infer<typeof roomBookingDetailsSchema>;

export const roomBookingListSchema = staffPageSchema(roomBookingSummarySchema);
export type RoomBookingList = z.infer<typeof roomBookingListSchema>;

export const ROOM_BOOKING_ADMIN_MESSAGES = {
  LOAD_FAILED: "Failed to load bookings",
  EMPTY: "No bookings with add-ons found",
} as const;
