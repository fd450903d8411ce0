import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hotel } from "../../../../content/hotel.ts";
import { PaymentModeNotice } from "../../../../src/web/features/addons/payment-mode-notice.tsx";

describe("the payment mode's label on the add-on page", () => {
  it("says test payments move no money", () => {
    expect(renderToStaticMarkup(<PaymentModeNotice mode="test" />)).toContain("Test payment: no money moves");
  });

  it("says online payment is unavailable and gives the phone number", () => {
    const html = renderToStaticMarkup(<PaymentModeNotice mode="unavailable" />);
    expect(html).toContain("Online payment is unavailable");
    expect(html).toContain(`href="tel:${hotel.phone.e164}"`);
    expect(html).toContain(hotel.phone.display);
  });

  it("says nothing when payments are live", () => {
    expect(renderToStaticMarkup(<PaymentModeNotice mode="live" />)).toBe("");
  });
});
