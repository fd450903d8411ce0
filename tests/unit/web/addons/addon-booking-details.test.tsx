import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AddonBookingGuestView } from "../../../../src/shared/addons/addon-booking-view.ts";
import { AddonBookingDetails } from "../../../../src/web/features/addons/addon-booking-details.tsx";

const booking: AddonBookingGuestView = {
  personalDetails: "shown",
  id: "cs_test_1",
  reference: "PET-7K3M9Q",
  referenceQrSvg: "<svg></svg>",
  bookingConfirmationId: "LH-48213",
  paymentStatus: "succeeded",
  guestName: "Jane Doe",
  guestEmail: "jane@example.com",
  guestPhone: "+447700900123",
  checkInDate: "2027-03-12",
  checkOutDate: "2027-03-14",
  numberOfNights: 2,
  totalAmount: 40,
  petAddon: { enabled: true, numberOfPets: 1, petDetails: [{ name: "Biscuit", type: "Dog" }], specialRequirements: null, subtotal: 40 },
};

describe("the add-on's success page", () => {
  it("shows the guest's UK phone number as they would write it, not in E.164", () => {
    const html = renderToStaticMarkup(<AddonBookingDetails booking={booking} />);
    expect(html).toContain("07700 900123");
    expect(html).not.toContain("+447700900123");
  });
});
