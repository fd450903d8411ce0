import { describe, expect, it } from "vitest";
import { amountWords, paymentStateName } from "../../../../src/shared/addons/addon-payment-words.ts";

// One name per payment state (ADR 090) for the badges, the CSV and the Check-in card.

const unpaid = { payment_status: "pending", refunded_at: null, paid_at_desk_at: null, paid_at_desk_by: null, desk_payment_method: null } as const;
const online = { ...unpaid, payment_status: "succeeded" } as const;
const atDesk = { ...online, paid_at_desk_at: "2026-03-10T15:04:00.000Z", paid_at_desk_by: "rhys@example.com", desk_payment_method: "card_terminal" } as const;
const time = (iso: string) => `[${iso}]`;

describe("the words of an add-on's payment", () => {
  it("names each state once: Paid online is the original's Paid, a desk payment says so, a refund is Refunded", () => {
    expect(paymentStateName(online)).toBe("Paid");
    expect(paymentStateName(atDesk)).toBe("Paid at the desk");
    expect(paymentStateName(unpaid)).toBe("Pending");
    expect(paymentStateName({ ...unpaid, payment_status: "failed" })).toBe("Failed");
    expect(paymentStateName({ ...online, payment_status: "cancelled" })).toBe("Cancelled");
    expect(paymentStateName({ ...online, payment_status: "cancelled", refunded_at: "2026-03-11T09:00:00.000Z" })).toBe("Refunded");
  });

  it("labels the amount honestly: due and to take at the desk while unpaid, never Paid", () => {
    expect(amountWords(unpaid, time)).toEqual({ label: "Due", note: "To take at the desk" });
    expect(amountWords({ ...unpaid, payment_status: "failed" }, time)).toEqual({ label: "Due", note: "To take at the desk" });
    expect(amountWords(online, time)).toEqual({ label: "Paid online", note: null });
  });

  it("says how, by whom and when a desk payment was taken", () => {
    expect(amountWords(atDesk, time)).toEqual({ label: "Paid at the desk", note: "Paid at the desk (card terminal) by rhys@example.com at [2026-03-10T15:04:00.000Z]" });
    expect(amountWords({ ...atDesk, desk_payment_method: "cash" }, time).note).toBe("Paid at the desk (cash) by rhys@example.com at [2026-03-10T15:04:00.000Z]");
  });
});
