import { describe, expect, it } from "vitest";
import { ADDON_PATHS } from "../../../src/shared/addons/addon-paths.ts";
import { addDays, londonToday } from "../../../src/shared/dates.ts";
import { PLAIN_FORM_BACK, PLAIN_FORM_CORRECTIONS } from "../../../src/shared/enquiries/enquiry-paths.ts";
import { guestEmail } from "../../factories/enquiries.ts";
import { useAppWithStripe } from "../helpers/use-app-with-stripe.ts";

// Pay Now without JavaScript (ADR 104): the pre-rendered form posts form-encoded to its own route,
// which calls the card path's procedure and answers 303 to Stripe's hosted Checkout.

const FORM = { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" };

/** The fields as the pre-rendered form sends them: both pet rows, the number of pets deciding how many count. */
function formFields(overrides: Record<string, string | undefined> = {}): URLSearchParams {
  const checkInDate = addDays(londonToday(), 21);
  const fields: Record<string, string | undefined> = {
    bookingConfirmationId: "LH-48213",
    guestName: "Jane O'Neill",
    guestEmail: guestEmail(),
    guestPhone: "07700 900123",
    checkInDate,
    checkOutDate: addDays(checkInDate, 3),
    petAddonEnabled: "on",
    numberOfPets: "1",
    "petName-0": "Biscuit",
    "petType-0": "Dog",
    "petName-1": "",
    "petType-1": "Dog",
    specialRequirements: "",
    ...overrides,
  };
  return new URLSearchParams(Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])));
}

describe("Pay Now without JavaScript: the plain form goes on to Stripe's hosted Checkout", () => {
  const t = useAppWithStripe();
  const post = (body: string, headers: Record<string, string> = FORM) => t.app.inject({ method: "POST", url: ADDON_PATHS.createSessionForm, headers, payload: body });
  const stored = () => t.db.prisma.addonBooking.count();

  it("answers 303 to the session's hosted page for the server's price, the later pet row left out for one pet", async () => {
    const response = await post(formFields().toString());
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    const sessionId = location.split("/pay/")[1] ?? "";
    expect(location).toBe(`${t.stripe.baseUrl}/pay/${sessionId}`);
    // 1 pet x 3 nights x £10, priced on the server: the form sends no figures.
    expect(t.stripe.sessions.get(sessionId)).toMatchObject({ amount_total: 3000, currency: "gbp" });
    expect(response.cookies.some((cookie) => cookie.path === "/api/")).toBe(true);
    const booking = await t.db.prisma.addonBooking.findFirstOrThrow({ where: { stripeCheckoutSessionId: sessionId }, select: { paymentStatus: true, totalAmountPence: true, numberOfPets: true, petDetails: true } });
    expect(booking).toMatchObject({ paymentStatus: "pending", totalAmountPence: 3000, numberOfPets: 1 });
    expect(JSON.stringify(booking.petDetails)).not.toContain("Whiskers");
  });

  it("counts the second row when two pets are chosen", async () => {
    const response = await post(formFields({ numberOfPets: "2", "petName-1": "Mr Whiskers", "petType-1": "Cat", specialRequirements: "Ground floor if possible" }).toString());
    expect(response.statusCode).toBe(303);
    const sessionId = String(response.headers.location).split("/pay/")[1] ?? "";
    expect(t.stripe.sessions.get(sessionId)).toMatchObject({ amount_total: 6000 });
  });

  it("takes the longest requirements the rule allows in any script (500 characters of three bytes each)", async () => {
    const response = await post(formFields({ specialRequirements: "犬".repeat(500) }).toString());
    expect(response.statusCode).toBe(303);
  });

  it("answers a bad form with the page listing every correction in the form's order, and stores nothing", async () => {
    const before = await stored();
    const sessionsBefore = t.stripe.sessions.size;
    const response = await post(formFields({ guestName: "", guestEmail: "jane@", numberOfPets: "2", "petName-0": "B", checkOutDate: undefined }).toString());
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain("Your payment was not started");
    expect(response.body).toContain(PLAIN_FORM_CORRECTIONS);
    expect(response.body).toContain(PLAIN_FORM_BACK.replace(/'/g, "&#39;"));
    const corrections = [...response.body.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);
    expect(corrections).toEqual(["Guest name is required", "Please enter a valid email address", "Check-out date is required", "Pet name must be at least 2 characters", "Pet name is required"]);
    expect(await stored()).toBe(before);
    expect(t.stripe.sessions.size).toBe(sessionsBefore);
  });

  it("says there is nothing to buy when the add-on is left unticked", async () => {
    const before = await stored();
    const response = await post(formFields({ petAddonEnabled: undefined }).toString());
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Please select");
    expect(await stored()).toBe(before);
  });

  it("takes only form bodies on that URL: JSON is refused with 415 and stores nothing", async () => {
    const before = await stored();
    const response = await post(JSON.stringify({ bookingConfirmationId: "LH-48213" }), { "content-type": "application/json", origin: "http://localhost:3000" });
    expect(response.statusCode).toBe(415);
    expect(response.headers.location).toBeUndefined();
    expect(await stored()).toBe(before);
  });
});
