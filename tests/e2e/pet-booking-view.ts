import { addonBookingAdminViewSchema, type AddonBookingAdminView } from "../../src/shared/addons/addon-booking-admin.ts";

/** A paid pet add-on as the staff API shows it (checked against the server's schema), with changes. */
export function petBookingView(overrides: Partial<AddonBookingAdminView>): AddonBookingAdminView {
  return addonBookingAdminViewSchema.parse({
    id: "00000000-0000-4000-8000-000000000001",
    reference: "PET-7K3M9Q",
    booking_confirmation_id: "LH-482913",
    guest_name: "Ada Lovelace",
    guest_email: "ada@example.com",
    guest_phone: "+447700900123",
    check_in_date: "2026-03-10",
    check_out_date: "2026-03-12",
    number_of_nights: 2,
    pet_addon_enabled: true,
    number_of_pets: 2,
    pet_details: [
      { name: "Biscuit", type: "Dog" },
      { name: "Marmalade", type: "Cat" },
    ],
    pet_special_requirements: "Ground-floor room please",
    pet_subtotal: 40,
    total_amount: 40,
    payment_status: "succeeded",
    payment_method: "card",
    paid_at_desk_at: null,
    paid_at_desk_by: null,
    desk_payment_method: null,
    verified_at_reception: false,
    verified_by: null,
    verified_at: null,
    cancelled_at: null,
    refunded_at: null,
    created_at: "2026-02-20T10:00:00.000Z",
    marketing_consent: false,
    ...overrides,
  });
}
