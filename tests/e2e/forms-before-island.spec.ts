import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// What a guest types or ticks into an enquiry form before its island's code has arrived is the
// form's when it does (ADR 087): text is adopted when the island wakes, and a tick box ticks at
// the tap (its click is not held back until the code is there).

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", "essential");
    localStorage.setItem("cookie-consent-analytics", "false");
    localStorage.setItem("cookie-consent-marketing", "false");
  });
});

/** Holds the named island's code back until the returned function is called. */
async function holdIsland(page: Page, island: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${island}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("an event form: the consent tick shows at the tap, and it and the typed details are kept when the form's code arrives", async ({ page }) => {
  const release = await holdIsland(page, "event-enquiry-form");
  await page.goto("/events/private-parties");
  const island = page.locator('[data-island="event-enquiry-form"]');
  const form = page.locator("#enquiry-form form");
  await form.getByLabel("Full name").fill("Bernard Walsh");
  await form.getByLabel("Email").fill("bernard.walsh@example.com");
  await form.getByLabel("Phone").fill("07700 900456");
  const consent = form.getByRole("checkbox", { name: /I agree to/ });
  // Ticked by the tap itself, while the form's code is still held back.
  await consent.click();
  await expect(consent).toBeChecked();
  await expect(island).not.toHaveAttribute("data-hydrated");

  release();
  await expect(island).toHaveAttribute("data-hydrated", "");
  await expect(consent).toBeChecked();
  await expect(form.getByLabel("Full name")).toHaveValue("Bernard Walsh");
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(form.locator("p[tabindex='-1']")).toHaveText("Thank you! We'll be in touch within 24 hours.");
  await expect(form.getByText("Please consent to receive communications")).toHaveCount(0);
});

test("an event form: a tap on the consent box's words ticks it at once too, and a second tap clears it", async ({ page }) => {
  const release = await holdIsland(page, "event-enquiry-form");
  await page.goto("/events/weddings");
  const form = page.locator("#enquiry-form form");
  const consent = form.getByRole("checkbox", { name: /I agree to/ });
  const words = form.locator(`label[for="${await consent.getAttribute("id")}"]`);
  await words.click({ position: { x: 4, y: 4 } });
  await expect(consent).toBeChecked();
  await words.click({ position: { x: 4, y: 4 } });
  await expect(consent).not.toBeChecked();
  await words.click({ position: { x: 4, y: 4 } });
  release();
  await expect(page.locator('[data-island="event-enquiry-form"]')).toHaveAttribute("data-hydrated", "");
  await expect(consent).toBeChecked();
});

test("the contact form: what was typed before its code arrived is kept and sent", async ({ page }) => {
  const release = await holdIsland(page, "contact-form");
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Message to reception" });
  await form.getByLabel("Full name").fill("Ada Early");
  await form.getByLabel("Email").fill("ada.early@example.com");
  await form.getByLabel("Message").fill("Is there parking for a camper van?");
  release();
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute("data-hydrated", "");
  await expect(form.getByLabel("Full name")).toHaveValue("Ada Early");
  await expect(form.getByLabel("Message")).toHaveValue("Is there parking for a camper van?");
  const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/inquiries/contact"));
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: "Ada Early", email: "ada.early@example.com", message: "Is there parking for a camper van?" });
  await expect(form.locator("p[tabindex='-1']")).toHaveText(/^Thank you for your message!/);
});

test("Send works before the form's code has arrived: the tap is held, then the enquiry goes once the code is there", async ({ page }) => {
  const release = await holdIsland(page, "contact-form");
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Message to reception" });
  const send = form.getByRole("button", { name: "Send Message" });
  // Not greyed out in the pre-rendered page (ADR 088): without scripts it posts the plain form.
  await expect(send).toBeEnabled();
  await form.getByLabel("Full name").fill("Sid Early");
  await form.getByLabel("Email").fill("sid.early@example.com");
  await form.getByLabel("Message").fill("A table for two at eight, please.");
  const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/inquiries/contact"));
  await send.click();
  await expect(page.locator('[data-island="contact-form"]')).not.toHaveAttribute("data-hydrated");
  release();
  expect((await sent).postDataJSON()).toMatchObject({ name: "Sid Early", message: "A table for two at eight, please." });
  await expect(form.locator("p[tabindex='-1']")).toHaveText(/^Thank you for your message!/);
  await expect(page).toHaveURL(/\/contact$/);
});
