import { describe, expect, it } from "vitest";
import { ADDON_MESSAGES, PAYMENT_ERROR_MESSAGES, type PaymentErrorCode } from "../../../../src/shared/addons/payment-errors.ts";
import { AddonCallRefusal } from "../../../../src/web/features/addons/addon-api.ts";
import { paymentFailureOf } from "../../../../src/web/features/addons/payment-error-message.ts";

/** A refusal as the add-on calls throw it: the envelope's message, and its code and field messages. */
const refused = (message: string, refusal: { reason?: string; fieldErrors?: Record<string, string> } = {}) => new AddonCallRefusal(message, { ...refusal, unsent: false });

describe("the message a failed add-on call shows", () => {
  it.each(Object.keys(PAYMENT_ERROR_MESSAGES) as PaymentErrorCode[])("shows the message of the server's code %s", (code) => {
    const error = refused("some server wording", { reason: code });
    expect(paymentFailureOf(error, ADDON_MESSAGES.CREATE_FAILED)).toEqual({ message: PAYMENT_ERROR_MESSAGES[code] });
  });

  it("gives each catalogue code its own words", () => {
    expect(PAYMENT_ERROR_MESSAGES.PAYMENT_RATE_LIMITED).toBe("Too many requests. Please wait a moment and try again.");
    expect(PAYMENT_ERROR_MESSAGES.PAYMENT_API_ERROR).toBe("Payment service error. Please try again later.");
    expect(PAYMENT_ERROR_MESSAGES.PAYMENT_INVALID_REQUEST).toBe("Invalid payment request. Please check your details.");
  });

  it("puts a validation refusal's messages under their fields with 'Please fix the errors in the form'", () => {
    const error = refused("Please check your input and try again.", { fieldErrors: { guestEmail: "Please enter a valid email address" } });
    expect(paymentFailureOf(error, ADDON_MESSAGES.CREATE_FAILED)).toEqual({
      message: "Please fix the errors in the form",
      fieldErrors: { guestEmail: "Please enter a valid email address" },
    });
  });

  it("prefers the server's own text when it gives no code, and falls back to the caller's message when it gives none", () => {
    expect(paymentFailureOf(refused("Booking confirmation ID already has a paid add-on"), ADDON_MESSAGES.CREATE_FAILED)).toEqual({
      message: "Booking confirmation ID already has a paid add-on",
    });
    expect(paymentFailureOf(refused("  "), ADDON_MESSAGES.CHECKOUT_START_FAILED)).toEqual({ message: "Failed to start checkout process" });
    expect(paymentFailureOf("not an error", ADDON_MESSAGES.CREATE_FAILED)).toEqual({ message: "Failed to create booking" });
  });

  it("reads a request that never reached the server (blocked or offline) as the ad-blocker message", () => {
    const unsent = new AddonCallRefusal("", { unsent: true });
    expect(paymentFailureOf(unsent, ADDON_MESSAGES.CREATE_FAILED).message).toBe(PAYMENT_ERROR_MESSAGES.PAYMENT_BLOCKED);
    // An answer from the server is never read as blocked, whatever its words.
    expect(paymentFailureOf(refused("Failed to fetch the session"), ADDON_MESSAGES.CREATE_FAILED).message).toBe("Failed to fetch the session");
  });

  it("ignores a reason that is not one of the codes", () => {
    expect(paymentFailureOf(refused("Server text", { reason: "toString" }), ADDON_MESSAGES.CREATE_FAILED)).toEqual({ message: "Server text" });
  });
});
