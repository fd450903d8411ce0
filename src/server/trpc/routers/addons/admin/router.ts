import {
  addonBookingAdminViewSchema,
  addonBookingDeleteResultSchema,
  addonBookingDeleteSchema,
  addonBookingFilterSchema,
  addonBookingIdSchema,
  addonBookingListQuerySchema,
  addonBookingListSchema,
  deskPaymentSchema,
} from "../../../../../shared/addons/addon-booking-admin.ts";
import { csvFileSchema } from "../../../../../shared/api/csv-file.ts";
import { addonBookingById, deleteAddonBooking, exportAddonBookings, listAddonBookings, recordDeskPayment, undoDeskPayment, verifyAddonBooking } from "../../../../services/addons/admin/addon-booking-admin.ts";
import { adminProcedure, ownerProcedure, router } from "../../../init.ts";
import { serviceContextOf } from "../../../context.ts";

/** The staff Pet Accommodation tab (ADR 025). */
export const addonAdminRouter = router({
  /** GET /api/admin/addon-bookings: one filtered, sorted page and the cards' figures (audited read). */
  list: adminProcedure.input(addonBookingListQuerySchema).output(addonBookingListSchema).query(({ ctx, input }) => listAddonBookings(serviceContextOf(ctx), input)),
  /** GET /api/admin/addon-bookings/export.csv: every matching booking as CSV (audited with the row count). */
  exportCsv: adminProcedure.input(addonBookingFilterSchema).output(csvFileSchema).query(({ ctx, input }) => exportAddonBookings(serviceContextOf(ctx), input)),
  /** GET /api/admin/addon-bookings/:id (audited, naming the booking). */
  byId: adminProcedure.input(addonBookingIdSchema).output(addonBookingAdminViewSchema).query(({ ctx, input }) => addonBookingById(serviceContextOf(ctx), input.id)),
  /** PATCH /api/admin/addon-bookings/:id/verify: reception saw the guest and their pets (who and when are kept). */
  verify: adminProcedure.input(addonBookingIdSchema).output(addonBookingAdminViewSchema).mutation(({ ctx, input }) => verifyAddonBooking(serviceContextOf(ctx), input.id)),
  /** DELETE /api/admin/addon-bookings/:id: unpaid removed; paid cancelled and kept, refunded when asked (ADR 025). */
  remove: adminProcedure.input(addonBookingDeleteSchema).output(addonBookingDeleteResultSchema).mutation(({ ctx, input }) => deleteAddonBooking(serviceContextOf(ctx), input)),
  /** PATCH /api/admin/addon-bookings/:id/desk-payment: reception took the fee at the desk, cash or card terminal (ADR 090). */
  recordDeskPayment: adminProcedure.input(deskPaymentSchema).output(addonBookingAdminViewSchema).mutation(({ ctx, input }) => recordDeskPayment(serviceContextOf(ctx), input)),
  /** DELETE /api/admin/addon-bookings/:id/desk-payment: an owner takes back a desk payment recorded by mistake (ADR 090). */
  undoDeskPayment: ownerProcedure.input(addonBookingIdSchema).output(addonBookingAdminViewSchema).mutation(({ ctx, input }) => undoDeskPayment(serviceContextOf(ctx), input.id)),
});
