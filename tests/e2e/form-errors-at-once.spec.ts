import { expect, test, visit } from "./fixtures.ts";

// Every form shows all its errors on the first Send, as the add-on form does (book-addons.spec.ts):
// a guest never fixes one round of errors only to meet the next. The cookie choice is stored
// first so the banner never covers a button.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", "essential");
    localStorage.setItem("cookie-consent-analytics", "false");
    localStorage.setItem("cookie-consent-marketing", "false");
  });
});

for (const path of ["/events/weddings", "/events/conferences", "/events/private-parties"]) {
  test(`${path}: empty name, e-mail and phone, 180 guests and no consent tick show every error at once @phone`, async ({ page }) => {
    await visit(page, path);
    let posted = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/inquiries/")) posted = true;
    });
    const form = page.locator("#enquiry-form form");
    await form.getByLabel("Number of guests").fill("180");
    await form.getByRole("button", { name: "Send Enquiry" }).click();

    await expect(form.getByRole("alert")).toHaveText("Please correct the errors below.");
    for (const message of ["Name is required", "Email is required", "Phone number is required", "Maximum 150 guests allowed", "Please consent to receive communications"]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel("Full name")).toBeFocused();
    await expect(form.getByRole("checkbox", { name: /I agree to/ })).toHaveAttribute("aria-invalid", "true");
    expect(posted).toBe(false);

    // Ticking consent clears its message only; the others stay until their fields are edited.
    await form.getByRole("checkbox", { name: /I agree to/ }).check();
    await expect(form.getByText("Please consent to receive communications")).toHaveCount(0);
    await expect(form.getByText("Maximum 150 guests allowed")).toBeVisible();
  });
}

test("the contact form shows every error at once", async ({ page }) => {
  await visit(page, "/contact");
  const form = page.locator("form", { has: page.getByRole("button", { name: /Send/ }) }).first();
  await form.getByLabel("Phone").fill("12");
  await form.getByRole("button", { name: /Send/ }).click();
  await expect(form.getByRole("alert")).toHaveText("Please correct the errors below.");
  for (const message of ["Name is required", "Email is required", "Message is required"]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
});
