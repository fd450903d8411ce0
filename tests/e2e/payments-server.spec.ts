import { addonBookingPayload } from "../factories/addons.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/*
 * The payment wiring of the e2e run (playwright.config.ts): the app's Stripe calls reach the fake
 * Stripe on E2E_PORT + 2, its hosted page pays in Chromium and sends the guest back, and its signed
 * webhook reaches the app, which fulfils the booking. The add-on page's own flow is in its own spec.
 */
test("a card payment on the hosted Checkout page comes back to the success page, paid by the webhook", async ({ page, request }) => {
  const created = await request.post("/api/addon-bookings/create-session", { data: addonBookingPayload() });
  expect(created.status()).toBe(200);
  const { data } = (await created.json()) as { data: { checkoutUrl: string; sessionId: string; reference: string } };

  await page.goto(data.checkoutUrl);
  await expect(page.getByText("£40.00").first()).toBeVisible();
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await page.waitForURL((url) => url.pathname === "/book-addons/success" && url.searchParams.get("session_id") === data.sessionId);

  // The fake's record of its webhook deliveries: the app answered the session's event with 200.
  await expect
    .poll(async () => {
      const answer = await request.get(`${new URL(data.checkoutUrl).origin}/_control/events`);
      const { events, deliveries } = (await answer.json()) as {
        events: { id: string; type: string; data: { object: { id: string } } }[];
        deliveries: { eventId: string; status: number }[];
      };
      const completed = events.find((event) => event.type === "checkout.session.completed" && event.data.object.id === data.sessionId);
      return deliveries.filter((delivery) => delivery.eventId === completed?.id).map((delivery) => delivery.status);
    })
    .toEqual([200]);
  const read = await request.get(`/api/addon-bookings/session/${data.sessionId}`);
  expect(await read.json()).toMatchObject({ success: true, data: { reference: data.reference, paymentStatus: "succeeded" } });

  // The checkout was started by the API client, not this browser: the page shows the booking's
  // status and reference, and where the details are, but no personal data (ADR 036).
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Confirmed", { timeout: 20_000 });
  await expect(main.getByText("Your booking details are in your confirmation e-mail.")).toBeVisible();
  await expect(main.getByRole("img", { name: `QR code of your add-on reference ${data.reference}` })).toBeVisible();
  await expect(main.getByText("Payment status: Paid")).toBeAttached();
  await expect(main).not.toContainText(addonBookingPayload().guestName);
  await expectNoAxeViolations(page);
});
