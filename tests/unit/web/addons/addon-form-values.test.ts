import { describe, expect, it } from "vitest";
import { createAddonBookingSchema } from "../../../../src/shared/addons/addon-booking.ts";
import { ADDON_FORM_DEFAULTS, resizePetRows, stayQuote, toAddonPayload, toCheckedValues, type AddonFormValues } from "../../../../src/web/features/addons/addon-form-values.ts";
import { quoteLine } from "../../../../src/web/features/addons/stay-quote-summary.tsx";
import { nightsLabel, paymentStatusLabel } from "../../../../src/web/features/addons/payment-status-label.ts";

const filled: AddonFormValues = {
  ...ADDON_FORM_DEFAULTS,
  bookingConfirmationId: "ABC-123",
  guestName: "Ada Lovelace",
  guestEmail: "ada@example.com",
  guestPhone: "01632 960123",
  checkInDate: "2030-05-01",
  checkOutDate: "2030-05-04",
  numberOfPets: 2,
  pets: [
    { name: "Rex", type: "Dog" },
    { name: "Tom", type: "Cat" },
  ],
};

describe("the add-on form's values", () => {
  it("keeps pet rows equal to the count; new rows are Dog and unnamed, existing rows keep what was typed", () => {
    const one = [{ name: "Tibbles", type: "Cat" as const }];
    expect(resizePetRows(one, 2)).toEqual([{ name: "Tibbles", type: "Cat" }, { name: "", type: "Dog" }]);
    expect(resizePetRows(resizePetRows(one, 2), 1)).toEqual(one);
    expect(resizePetRows(one, 0)).toEqual([]);
  });

  it("prices pets x nights x £10 and prints it with pence", () => {
    const quote = stayQuote(filled);
    expect(quote).toEqual({ pets: 2, nights: 3, rate: 10, total: 60 });
    expect(quoteLine(quote)).toBe("2 pets × 3 nights × £10.00 = £60.00");
    expect(quoteLine(stayQuote({ ...filled, numberOfPets: 1, checkOutDate: "2030-05-02" }))).toBe("1 pet × 1 night × £10.00 = £10.00");
  });

  it("quotes nothing until the dates make a stay, or when the add-on is not selected", () => {
    expect(stayQuote({ ...filled, checkOutDate: "" }).total).toBe(0);
    expect(stayQuote({ ...filled, checkOutDate: "2030-04-30" }).nights).toBe(0);
    expect(stayQuote({ ...filled, petAddonEnabled: false }).total).toBe(0);
  });

  it("sends the documented payload with the shown figures in pounds, which the shared schema accepts", () => {
    const payload = toAddonPayload({ ...filled, specialRequirements: "Ground floor please" });
    expect(payload).toMatchObject({
      bookingConfirmationId: "ABC-123",
      checkInDate: "2030-05-01",
      numberOfNights: 3,
      totalAmount: 60,
      marketingConsent: false,
      petAddon: { enabled: true, numberOfPets: 2, petDetails: [{ name: "Rex", type: "Dog" }, { name: "Tom", type: "Cat" }], specialRequirements: "Ground floor please", subtotal: 60 },
    });
    expect(payload).not.toHaveProperty("paymentIntentId");
    expect(toAddonPayload(filled, "pi_123")).toHaveProperty("paymentIntentId", "pi_123");
    expect(createAddonBookingSchema("2030-01-01").safeParse(payload).success).toBe(true);
  });

  it("has no payload without the add-on, and the schema then says it is not selected", () => {
    const unselected = { ...filled, petAddonEnabled: false };
    expect(toAddonPayload(unselected)).toBeNull();
    const result = createAddonBookingSchema("2030-01-01").safeParse(toCheckedValues(unselected));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain("Please select the pet accommodation add-on to continue");
  });
});

describe("the success page's words", () => {
  it("shows succeeded as Paid and other statuses as they are", () => {
    expect(paymentStatusLabel("succeeded")).toBe("Paid");
    expect(paymentStatusLabel("pending")).toBe("Pending");
    expect(paymentStatusLabel("cancelled")).toBe("cancelled");
  });

  it("says night or nights", () => {
    expect(nightsLabel(1)).toBe("1 night");
    expect(nightsLabel(2)).toBe("2 nights");
  });
});

describe("the form's live check", () => {
  it("states the stay rule even while other fields still fail", async () => {
    const { addonFieldErrors } = await import("../../../../src/web/features/addons/addon-validation.ts");
    const { addDays, londonToday } = await import("../../../../src/shared/dates.ts");
    const checkInDate = addDays(londonToday(), 10);
    const incomplete = { ...toAddonPayload({ ...filled, bookingConfirmationId: "", checkInDate, checkOutDate: addDays(checkInDate, 31) }) };
    expect(addonFieldErrors(incomplete)).toMatchObject({ bookingConfirmationId: "Booking confirmation ID is required", checkOutDate: "Stay cannot exceed 30 nights" });
    expect(addonFieldErrors({ ...incomplete, checkOutDate: checkInDate }).checkOutDate).toBe("Check-out date must be after check-in date");
    expect(addonFieldErrors({ ...incomplete, bookingConfirmationId: "ABC-123", checkOutDate: addDays(checkInDate, 30) })).toEqual({});
  });
});
