import { z } from "zod";

// The staff dashboard's answer (ADR 024, with its "Today" panel): figures in the original
// API's snake_case, amounts in pounds; revenue for owners only (null).

const arrivingPetAddonSchema = z.object({
  id: z.string(),
  reference: z.string(),
  guestName: z.string(),
  /** YYYY-MM-DD */
  checkInDate: z.string(),
  numberOfPets: z.number(),
  petTypes: z.array(z.string()),
  verified: z.boolean(),
});

const waitingEnquirySchema = z.object({
  id: z.string(),
  kind: z.enum(["contact", "event"]),
  name: z.string(),
  /** The contact form's subject or the event's type. */
  topic: z.string(),
  /** ISO instant the enquiry arrived. */
  receivedAt: z.string(),
});

export const dashboardDataSchema = z.object({
  /** Revenue: paid and kept (a paid add-on cancelled without a refund included); refunds apart. */
  bookings: z.object({ total_bookings: z.number(), today_bookings: z.number(), total_revenue: z.number().nullable(), refunded: z.number().nullable() }),
  inquiries: z.object({ total_inquiries: z.number(), today_inquiries: z.number() }),
  pricing: z.object({ best_price_count: z.number(), total_price_entries: z.number() }),
  today: z.object({
    /** YYYY-MM-DD in London. */
    date: z.string(),
    arrivingToday: z.array(arrivingPetAddonSchema),
    arrivingTomorrow: z.array(arrivingPetAddonSchema),
    /** Enquiries not yet replied to (new, or read without a reply), the longest-waiting first. */
    waitingLongest: z.array(waitingEnquirySchema),
  }),
});

export type DashboardData = z.infer<typeof dashboardDataSchema>;
export type ArrivingPetAddon = z.infer<typeof arrivingPetAddonSchema>;
export type WaitingEnquiry = z.infer<typeof waitingEnquirySchema>;

/** How many unanswered enquiries the Today panel lists. */
export const WAITING_ENQUIRIES_SHOWN = 5;

/** The original's message when the dashboard cannot be loaded. */
export const DASHBOARD_LOAD_FAILED = "Failed to load dashboard data";
