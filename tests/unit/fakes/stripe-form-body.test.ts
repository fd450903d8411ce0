import { describe, expect, it } from "vitest";
import { parseFormBody } from "../../fakes/stripe/form-body.ts";

describe("the fake Stripe reads the SDK's form encoding", () => {
  it("nests bracketed keys and turns indexed objects into arrays", () => {
    const body = new URLSearchParams([
      ["mode", "payment"],
      ["line_items[0][quantity]", "4"],
      ["line_items[0][price_data][unit_amount]", "1000"],
      ["line_items[0][price_data][product_data][name]", "Pet accommodation add-on"],
      ["metadata[reference]", "PET-7K3M9Q"],
      ["payment_method_types[0]", "card"],
    ]).toString();
    expect(parseFormBody(body)).toEqual({
      mode: "payment",
      line_items: [{ quantity: "4", price_data: { unit_amount: "1000", product_data: { name: "Pet accommodation add-on" } } }],
      metadata: { reference: "PET-7K3M9Q" },
      payment_method_types: ["card"],
    });
  });
});
