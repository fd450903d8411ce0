import { z } from "zod";
import { adminSectionPath } from "../staff/admin-sections.ts";
import { datesInOrder, STAFF_LIST_DATE_RANGE_INVALID, staffListDateField, staffListSearchField, staffPageQuerySchema, staffPageSchema } from "../staff/staff-list.ts";

// The staff Pet Accommodation tab (ADR 025, ADR 062): the query the list and the CSV export take, the admin view of a
// booking (the original API's snake_case) and the answers, parsed by the screen as the server sends them.

const ADDON_PAYMENT_FILTERS = ["all", "succeeded", "pending", "failed", "cancelled"] as const;
const ADDON_VERIFICATION_FILTERS = ["all", "verified", "pending"] as const;
export const ADDON_BOOKING_SORTS = ["created", "checkIn"] as const;
export type AddonPaymentFilter = (typeof ADDON_PAYMENT_FILTERS)[number];
export type AddonVerificationFilter = (typeof ADDON_VERIFICATION_FILTERS)[number];
export type AddonBookingSort = (typeof ADDON_BOOKING_SORTS)[number];

/** The filters and order of the list and of the CSV export (query-string text in, typed values out). */
const filterFields = z.object({
  /** Matches guest name, e-mail, booking confirmation id or the PET- reference, any case. */
  search: staffListSearchField,
  payment: z.enum(ADDON_PAYMENT_FILTERS).default("all"),
  verification: z.enum(ADDON_VERIFICATION_FILTERS).default("all"),
  /** Check-in on or after (YYYY-MM-DD). */
  from: staffListDateField,
  /** Check-in on or before (YYYY-MM-DD). */
  to: staffListDateField,
  sort: z.enum(ADDON_BOOKING_SORTS).default("created"),
  order: staffPageQuerySchema.shape.order,
});

export const addonBookingFilterSchema = filterFields.refine(datesInOrder, { message: STAFF_LIST_DATE_RANGE_INVALID, path: ["to"] });

/** The list's query: the filters and a page (staff-list.ts). */
export const addonBookingListQuerySchema = filterFields
  .extend({ page: staffPageQuerySchema.shape.page, pageSize: staffPageQuerySchema.shape.pageSize })
  .refine(datesInOrder, { message: STAFF_LIST_DATE_RANGE_INVALID, path: ["to"] });

export type AddonBookingFilters = z.output<typeof addonBookingFilterSchema>;
export type AddonBookingListQuery = z.output<typeof addonBookingListQuerySchema>;

export const addonBookingIdSchema = z.object({ id: z.uuid({ error: "Unknown booking." }) });

/** How reception takes a pet fee at the desk (ADR 090). */
export const DESK_PAYMENT_METHODS = ["cash", "card_terminal"] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/** PATCH …/:id/desk-payment's body: only how it was paid; the amount is the booking's own, from the server. */
export const deskPaymentSchema = addonBookingIdSchema.extend({ method: z.enum(DESK_PAYMENT_METHODS) });
export type DeskPayment = z.output<typeof deskPaymentSchema>;

/** DELETE's body: `refund: true` also refunds a paid booking's payment through Stripe. */
export const addonBookingDeleteSchema = addonBookingIdSchema.extend({ refund: z.boolean().default(false) });
export type AddonBookingDelete = z.output<typeof addonBookingDeleteSchema>;

/** One booking as staff see it (snake_case), with the reference, payment method and the cancellation of ADR 025. */
export const addonBookingAdminViewSchema = z.object({
  id: z.string(),
  reference: z.string(),
  booking_confirmation_id: z.string(),
  guest_name: z.string(),
  guest_email: z.string(),
  guest_phone: z.string(),
  /** YYYY-MM-DD */
  check_in_date: z.string(),
  /** YYYY-MM-DD */
  check_out_date: z.string(),
  number_of_nights: z.number().int(),
  pet_addon_enabled: z.boolean(),
  number_of_pets: z.number().int(),
  pet_details: z.array(z.object({ name: z.string(), type: z.string() })),
  pet_special_requirements: z.string().nullable(),
  /** Pounds. */
  pet_subtotal: z.number(),
  /** Pounds. */
  total_amount: z.number(),
  payment_status: z.enum(["pending", "succeeded", "failed", "cancelled"]),
  payment_method: z.enum(["card", "wallet"]),
  /** When reception took the fee at the desk (ISO), who (their e-mail then) and how; null when paid online or unpaid (ADR 090). */
  paid_at_desk_at: z.string().nullable(),
  paid_at_desk_by: z.string().nullable(),
  desk_payment_method: z.enum(DESK_PAYMENT_METHODS).nullable(),
  verified_at_reception: z.boolean(),
  verified_by: z.string().nullable(),
  /** ISO instant. */
  verified_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  created_at: z.string(),
  /** The "news and offers" tick (ADR 063: its double opt-in starts when the add-on is paid). */
  marketing_consent: z.boolean(),
});
export type AddonBookingAdminView = z.infer<typeof addonBookingAdminViewSchema>;

/**
 * The cards above the list, over every booking the filters match: how many, the revenue (pounds:
 * what was paid and kept, a paid booking cancelled without a refund included) and the refunds
 * apart (both null unless the reader is an owner, ADR 013), paid bookings not yet
 * verified, and paid bookings checking in today (London).
 */
const addonBookingSummarySchema = z.object({
  total_bookings: z.number().int(),
  paid_revenue: z.number().nullable(),
  refunded: z.number().nullable(),
  /** Of the revenue, what reception took at the desk (null unless an owner). */
  paid_at_desk: z.number().nullable(),
  awaiting_verification: z.number().int(),
  arriving_today: z.number().int(),
});
export type AddonBookingSummary = z.infer<typeof addonBookingSummarySchema>;

export const addonBookingListSchema = staffPageSchema(addonBookingAdminViewSchema).extend({ summary: addonBookingSummarySchema });
export type AddonBookingList = z.infer<typeof addonBookingListSchema>;

/** What DELETE did: removed an unpaid booking, or cancelled (and maybe refunded) a paid one, kept. */
export const addonBookingDeleteResultSchema = z.object({
  outcome: z.enum(["deleted", "cancelled", "refunded"]),
  booking: addonBookingAdminViewSchema.nullable(),
});
export type AddonBookingDeleteResult = z.infer<typeof addonBookingDeleteResultSchema>;

/** The original admin's messages and the server's refusals. */
export const ADDON_ADMIN_MESSAGES = {
  LOAD_FAILED: "Failed to fetch addon bookings",
  EMPTY: "No addon bookings found",
  VERIFIED: "Booking verified successfully",
  VERIFY_FAILED: "Failed to verify booking",
  DELETED: "Booking deleted",
  DELETE_FAILED: "Failed to delete booking",
  EXPORTED: "CSV exported successfully",
  NOT_FOUND: "This booking no longer exists.",
  VERIFY_UNPAID: "This booking has not been paid, so it cannot be verified.",
  VERIFY_CANCELLED: "This booking was cancelled, so it cannot be verified.",
  ALREADY_VERIFIED: "This booking has already been verified.",
  ALREADY_CANCELLED: "This booking is already cancelled.",
  ALREADY_REFUNDED: "This booking has already been refunded.",
  REFUND_UNAVAILABLE: "Refunds are unavailable because online payments are not set up. Nothing was changed.",
  REFUND_NO_PAYMENT: "Stripe holds no payment for this booking to refund. Nothing was changed.",
  STRIPE_UNREACHABLE: "Stripe could not be reached, so nothing was changed. Please try again in a few minutes.",
  STRIPE_REFUSED: "Stripe refused the refund, so nothing was changed.",
  /** ADR 036: reception removes unpaid bookings; cancelling or refunding a paid one is an owner's. */
  OWNERS_ONLY_PAID: "Only an owner can cancel or refund a paid add-on.",
  /** ADR 090: reception records a fee taken at the desk; undoing it moves money, an owner's. */
  DESK_PAYMENT_RECORDED: "Payment taken at the desk recorded",
  DESK_PAYMENT_FAILED: "Failed to record the payment",
  DESK_PAYMENT_UNDONE: "Payment taken at the desk undone",
  DESK_UNDO_FAILED: "Failed to undo the payment",
  ALREADY_PAID_ONLINE: "This booking has already been paid online, so no payment was recorded at the desk.",
  DESK_PAYMENT_CANCELLED: "This booking was cancelled, so no payment can be taken for it.",
  DESK_PAID_MEANWHILE: "The guest has just paid online for this booking, so no payment was recorded at the desk. Please reload.",
  NO_DESK_PAYMENT: "This booking has no payment taken at the desk to undo.",
  OWNERS_ONLY_DESK_UNDO: "Only an owner can undo a payment taken at the desk.",
} as const;

/** The CSV export's columns, in order. */
export const ADDON_CSV_HEADER = [
  "ID",
  "Confirmation ID",
  "Guest name",
  "Email",
  "Phone",
  "Check-in",
  "Check-out",
  "Nights",
  "Pet details",
  "Total (£)",
  "Payment status",
  "Verified",
  "Verified by",
  "Verified at",
  "Created at",
  "Marketing consent",
] as const;

export const ADDON_CSV_PREFIX = "addon-bookings";

/** The Pet Accommodation tab searched for one add-on reference (a live notice's and the dashboard's link). */
export function addonBookingPath(reference: string): string {
  return `${adminSectionPath("pet-accommodation")}?search=${encodeURIComponent(reference)}`;
}
