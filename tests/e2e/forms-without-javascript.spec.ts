import { ENQUIRY_MESSAGES } from "../../src/shared/enquiries/enquiry-messages.ts";
import { PLAIN_FORM_BACK, PLAIN_FORM_CORRECTIONS } from "../../src/shared/enquiries/enquiry-paths.ts";
import { allowConsoleError, expect, test } from "./fixtures.ts";

// The enquiry forms with scripts off (ADR 088): they post to the server, which answers with a page
// in the site's layout, with the same schema and messages as the JSON path.
test.use({ javaScriptEnabled: false });

test("the contact form sends without JavaScript and thanks the guest on a page of the site", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Message to reception" });
  await form.getByLabel("Full name").fill("Nell Noscript");
  await form.getByLabel("Email").fill("nell.noscript@example.com");
  await form.getByLabel("Message").fill("Do you take dogs in the bar?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message sent");
  await expect(page.getByRole("main")).toContainText(ENQUIRY_MESSAGES.CONTACT_SUCCESS);
  await expect(page.getByRole("link", { name: "Return to the homepage" })).toBeVisible();
});

test("a venue form without JavaScript lists every correction at once, keeps what was typed on Back, then sends", async ({ page, consoleErrors }) => {
  await page.goto("/events/weddings");
  const form = page.locator("#enquiry-form form");
  await form.getByLabel("Full name").fill("Win Noscript");
  await form.getByLabel("Number of guests").fill("180");
  await form.getByRole("button", { name: "Send Enquiry" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your enquiry was not sent");
  const main = page.getByRole("main");
  await expect(main).toContainText(PLAIN_FORM_CORRECTIONS);
  const corrections = main.getByRole("listitem");
  await expect(corrections).toContainText(["Email is required", "Phone number is required", "Maximum 150 guests allowed", "Please consent to receive communications"]);
  await expect(main).toContainText(PLAIN_FORM_BACK);

  await page.goBack();
  await expect(form.getByLabel("Full name")).toHaveValue("Win Noscript");
  await form.getByLabel("Email").fill("win.noscript@example.com");
  await form.getByLabel("Phone").fill("07700 900789");
  await form.getByLabel("Number of guests").fill("90");
  await form.getByRole("checkbox", { name: /I agree to/ }).check();
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiry sent");
  await expect(page.getByRole("main")).toContainText(ENQUIRY_MESSAGES.EVENT_SUCCESS);
  // The refusal's page came with its honest status, which Chromium reports in the console.
  allowConsoleError(consoleErrors, /status of 400 \(Bad Request\)/);
});
