import { mkdtempSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import QRCode from "qrcode";
import { afterAll, describe, expect, it } from "vitest";
import { hotel } from "../../../content/hotel.ts";
import { addDays } from "../../../src/shared/dates.ts";
import { addonBookingPayload } from "../../factories/addons.ts";
import { parseMimeMessage } from "../../fakes/mime-message.ts";
import { useAppWithStripe } from "../helpers/use-app-with-stripe.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hotel-addon-mail-"));

describe("the paid add-on's e-mails: the success page's facts, the reference and its QR code inline", () => {
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const t = useAppWithStripe({ DATA_DIR: dataDir, STAFF_EMAIL: "front-desk@courtfield.example.com" });

  async function paidBooking(overrides: Parameters<typeof addonBookingPayload>[0] = {}) {
    const payload = addonBookingPayload(overrides);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/addon-bookings/create-session",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });
    const { sessionId, reference } = response.json<{ data: { sessionId: string; reference: string } }>().data;
    await t.stripe.payCheckoutSession(sessionId);
    await t.stripe.settled();
    await expect(t.app.mailOutbox.runOnce()).resolves.toMatchObject({ sent: 2 });
    const mailDir = path.join(dataDir, "mail");
    const messages = await Promise.all((await readdir(mailDir)).map(async (file) => parseMimeMessage(await readFile(path.join(mailDir, file), "utf8"))));
    const forGuest = messages.find((message) => message.headers.get("to") === payload.guestEmail && message.headers.get("subject")?.includes(reference));
    const forStaff = messages.find((message) => message.headers.get("to") === "front-desk@courtfield.example.com" && message.headers.get("subject")?.includes(reference));
    if (!forGuest || !forStaff) throw new Error("the two e-mails were not written");
    return { payload, reference, forGuest, forStaff };
  }

  it("the guest's confirmation carries every fact of the success page, in both bodies", async () => {
    const { payload, reference, forGuest } = await paidBooking();
    expect(forGuest.headers.get("subject")).toBe(`Pet accommodation confirmed: ${reference}`);
    const checkIn = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", dateStyle: "full" }).format(new Date(`${payload.checkInDate}T00:00:00Z`));
    for (const body of [forGuest.text ?? "", forGuest.html ?? ""]) {
      for (const fact of [
        reference,
        "Paid",
        "LH-48213",
        "Jane O", // the apostrophe is escaped in HTML
        payload.guestEmail,
        "07700 900123", // as the guest wrote it, not the stored E.164 (ADR 047)
        checkIn,
        "2 nights",
        "2 pets",
        "Biscuit (Dog)",
        "Mr Whiskers (Cat)",
        "Ground floor if possible",
        "£40.00",
        "Includes taxes and charges",
        "Check-in from 3:00 PM, check-out by 10:00 AM",
        "Reception will verify your pet add-on",
        "already paid online",
        hotel.phone.display,
        hotel.email,
      ]) {
        expect(body).toContain(fact);
      }
    }
    expect(forGuest.text).toContain(`original booking confirmation ID (LH-48213) and this add-on reference (${reference})`);
  });

  it("the QR code is an inline PNG the HTML shows through cid:, the code of this booking's reference", async () => {
    const { reference, forGuest } = await paidBooking();
    const image = /<img src="cid:([^"]+)"/.exec(forGuest.html ?? "")?.[1];
    const part = forGuest.attachments.find((attachment) => attachment.contentId === image);
    expect(part?.contentType).toBe("image/png");
    const png = part?.content ?? Buffer.alloc(0);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    // No QR reader is installed: the image must be byte for byte the code of this reference, and not another's.
    const codeOf = (text: string) => QRCode.toBuffer(text, { type: "png", width: 240, margin: 2, errorCorrectionLevel: "M" });
    expect(png.equals(await codeOf(reference))).toBe(true);
    expect(png.equals(await codeOf("PET-333333"))).toBe(false);
    expect(forGuest.html).not.toContain("data:image");
  });

  it("one night and one pet read in the singular; the staff notice says who, when, how many pets and the amount", async () => {
    const single = addonBookingPayload();
    const { forGuest, forStaff, reference } = await paidBooking({
      checkOutDate: addDays(single.checkInDate, 1),
      numberOfNights: 1,
      petAddon: { enabled: true, numberOfPets: 1, petDetails: [{ name: "Biscuit", type: "Dog" }], subtotal: 10 },
      totalAmount: 10,
    });
    expect(forGuest.text).toContain("Number of nights: 1 night\n");
    expect(forGuest.text).toContain("Number of pets: 1 pet\n");
    expect(forGuest.text).not.toContain("Special requirements");
    expect(forStaff.headers.get("subject")).toBe(`Pet add-on paid: Jane O'Neill, 1 pet, £10.00 (${reference})`);
    expect(forStaff.headers.get("reply-to")).toMatch(/^guest-[0-9a-f]{8}@example\.com$/);
    for (const fact of ["Jane O'Neill", "Amount: £10.00", "1 pet: Biscuit (Dog)", "Paid: ", "Booking confirmation ID: LH-48213"]) {
      expect(forStaff.text).toContain(fact);
    }
  });
});
