import { z } from "zod";
import { addonBookingAdminViewSchema } from "../addons/addon-booking-admin.ts";
import { datesInOrder, STAFF_LIST_DATE_RANGE_INVALID, staffListDateField, staffListSearchField, staffPageQuerySchema, staffPageSchema } from "../staff/staff-list.ts";

// GET /api/admin/bookings[/{id}] (ADR 037): the
// room bookings the site knows of. Room bookings live in Little Hotelier; the site knows
// one through the add-ons a guest bought for it, so a room booking here is the add-ons that share
// its confirmation ID (any case), with the guest, the stay, the money and the verification.

export const ROOM_BOOKING_SORTS = ["checkIn", "created"] as const;
export type RoomBookingSort = (typeof ROOM_BOOKING_SORTS)[number];

/** The list's query: a booking matches when one of its add-ons matches every filter. */
export const roomBookingListQuerySchema = z
  .object({
    /** Matches the confirmation ID, guest name, e-mail or an add-on's PET- reference, any case. */
    search: staffListSearchField,
    /** An add-on checking in on or after (YYYY-MM-DD). */
    from: staffListDateField,
    /** An add-on checking in on or before (YYYY-MM-DD). */
    to: staffListDateField,
    /** `checkIn`: the stay's first night; `created`: the latest add-on bought for it. */
    sort: z.enum(ROOM_BOOKING_SORTS).default("checkIn"),
    order: staffPageQuerySchema.shape.order,
    page: staffPageQuerySchema.shape.page,
    pageSize: staffPageQuerySchema.shape.pageSize,
  })
  .refine(datesInOrder, { message: STAFF_LIST_DATE_RANGE_INVALID, path: ["to"] });
export type RoomBookingListQuery = z.output<typeof roomBookingListQuerySchema>;

/** `{id}` is the guest's confirmation ID (any case); one the site does not know is 404. */
export const roomBookingIdSchema = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * Whether reception has verified the booking's paid add-ons: all, some or none of them; `none_due`
 * when none is paid and live (pending, failed or cancelled only), so there is nothing to verify.
 */
const ROOM_BOOKING_VERIFICATIONS = ["verified", "partly_verified", "not_verified", "none_due"] as const;
export type RoomBookingVerification = (typeof ROOM_BOOKING_VERIFICATIONS)[number];

/**
 * One room booking as staff see it in the list (snake_case and pounds, as the add-on view): the
 * confirmation ID as the guest typed it on their latest add-on, that add-on's guest, and the
 * earliest check-in and latest check-out of its add-ons (YYYY-MM-DD).
 */
const roomBookingSummarySchema = addonBookingAdminViewSchema
  .pick({ booking_confirmation_id: true, guest_name: true, guest_email: true, guest_phone: true, check_in_date: true, check_out_date: true })
  .extend({
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
