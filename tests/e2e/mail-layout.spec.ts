import { addonConfirmation } from "../../src/server/services/mail/addon-confirmation.ts";
import { addonStaffNotice } from "../../src/server/services/mail/addon-staff-notice.ts";
import type { AddonSummary } from "../../src/server/services/mail/addon-summary.ts";
import { enquiryAcknowledgement } from "../../src/server/services/mail/enquiry-acknowledgement.ts";
import { enquiryStaffNotice } from "../../src/server/services/mail/enquiry-staff-notice.ts";
import { eventEnquirySummary } from "../../src/server/services/mail/enquiry-summary.ts";
import type { MailContent } from "../../src/server/services/mail/mail-content.ts";
import { newsletterConfirmation } from "../../src/server/services/mail/newsletter-confirmation.ts";
import { privacyAccessSummary, privacyExportReady, privacyRequestConfirmation, privacyRequestExtended } from "../../src/server/services/mail/privacy-mail.ts";
import { expect, test } from "./fixtures.ts";

// Every e-mail the hotel sends, read on a small phone (360 px, the narrowest common screen):
// nothing runs past the screen's edge, so the reader never scrolls sideways or sees it shrunk.
// Long but real values: a long address, the longest booking id, a long pet name.

const PHONE_WIDTH = 360;
test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });

const longAddress = "bartholomew.fotheringham-smythe@example-holidays.co.uk";
const addon: AddonSummary = {
  reference: "PET-XMJEHY",
  bookingConfirmationId: "LH-2026-0042-ABCDEFG",
  guest: { name: "Bartholomew Fotheringham-Smythe", email: longAddress, phone: "+447700900123" },
  checkInDate: "2026-12-18",
  checkOutDate: "2026-12-27",
  numberOfNights: 9,
  pets: [
    { name: "Sir Wigglesworth the Third", type: "dog" },
    { name: "Biscuit", type: "cat" },
  ],
  specialRequirements: "Biscuit needs a quiet room away from the lift; Sir Wigglesworth is nervous of stairs.",
  totalPence: 36_000,
  paidAt: new Date("2026-11-29T09:00:00Z"),
};
const wedding = eventEnquirySummary(
  "3f2b8c1e-0000-4000-8000-000000000001",
  {
    name: "Priya Shah",
    email: longAddress,
    phone: "+447700900123",
    eventType: "wedding",
    eventDate: "2027-06-12",
    guests: 120,
    message: "A garden ceremony, then dinner. Could we see the Victoria Suite in January?",
    marketingOptIn: false,
    consent: true,
    source: "/events/weddings",
  },
  new Date("2026-11-29T09:00:00Z"),
);
const link = "https://www.courtfieldhotel.example/data-request/confirm?token=0123456789abcdefghijklmnopqrstuvwxyzABCDEFGH";

const MAILS: Record<string, MailContent> = {
  "pet add-on confirmation": addonConfirmation(addon, ""),
  "pet add-on staff notice": addonStaffNotice(addon),
  "enquiry acknowledgement": enquiryAcknowledgement(wedding),
  "enquiry staff notice": enquiryStaffNotice(wedding),
  "newsletter confirmation": newsletterConfirmation(link, 7),
  "data request confirmation": privacyRequestConfirmation("export", link, 24),
  "data access summary": privacyAccessSummary([{ label: "Pet add-on bookings", count: 1, holds: "your name, e-mail, phone and pets' names", keptFor: "7 years" }], link),
  "data export ready": privacyExportReady(link, 7),
  "data request extended": privacyRequestExtended("2027-02-28", "Your request covers several years of records that we are gathering from our archive."),
};

for (const [name, mail] of Object.entries(MAILS)) {
  test(`the ${name} e-mail fits a ${PHONE_WIDTH}-pixel phone`, async ({ page }) => {
    // The QR code is an attachment (cid:), which a page cannot load: a blank image of its size stands in.
    await page.setContent(mail.html.replaceAll(/src="cid:[^"]*"/g, 'src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"'));
    const overflow = await page.evaluate((width) => {
      const past = [...document.body.querySelectorAll("*")].filter((element) => element.getBoundingClientRect().right > width + 0.5);
      return { scrollWidth: document.documentElement.scrollWidth, past: past.slice(-3).map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 40) ?? ""}`) };
    }, PHONE_WIDTH);
    expect(overflow, `${name}: wider than the screen`).toEqual({ scrollWidth: PHONE_WIDTH, past: [] });
  });
}
