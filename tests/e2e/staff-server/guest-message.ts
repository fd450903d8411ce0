import type { Browser } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { STAFF_BASE_URL } from "./staff-server-address.ts";

/** A guest on another computer writes to reception from the contact page of the staff server's site. */
export async function guestWritesToReception(browser: Browser, guest: { name: string; email: string; message: string }): Promise<void> {
  const context = await browser.newContext({ baseURL: STAFF_BASE_URL });
  try {
    const guestPage = await context.newPage();
    await guestPage.goto("/contact");
    await expect(guestPage.locator("html[data-hydrated]")).toBeAttached();
    const form = guestPage.getByRole("form", { name: "Message to reception" });
    await form.getByLabel("Full name").fill(guest.name);
    await form.getByLabel("Email").fill(guest.email);
    await form.getByLabel("Message").fill(guest.message);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.locator("p[tabindex='-1']")).toHaveText(/^Thank you for your message!/);
  } finally {
    await context.close();
  }
}
