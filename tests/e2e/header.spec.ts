import { HEADINGS, expect, menuButton, mobileMenu, test, visit } from "./fixtures.ts";
import { PHONE } from "./axe.ts";

const NAVIGATION: ReadonlyArray<[label: string, path: string]> = [
  ["Rooms", "/rooms"],
  ["Dining", "/dining"],
  ["Events", "/events"],
  ["Explore Carlisle", "/explore-carlisle"],
  ["Nightlife", "/nightlife"],
  ["Pet Friendly", "/pet-friendly"],
  ["About", "/about"],
  ["Contact", "/contact"],
  ["Home", "/"],
];

test("the top bar shows the hotel's phone as a tel: link, the best rate promise and the language", { tag: PHONE }, async ({ page }) => {
  await visit(page, "/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Call us on 01632 960123" })).toHaveAttribute("href", "tel:+441632960123");
  await expect(header.getByText("Best Rate Guarantee")).toBeVisible();
  await expect(header.getByText("EN", { exact: true })).toBeVisible();
});

test("every main navigation link opens its page with the page's heading", { tag: PHONE }, async ({ page, isMobile }) => {
  test.slow(true, "nine full page loads (each page is its own HTML), on a phone each through the menu");
  await visit(page, "/about");
  for (const [label, path] of NAVIGATION) {
    const navigation = isMobile ? mobileMenu(page) : page.getByRole("banner").getByRole("navigation", { name: "Main" });
    if (isMobile) await menuButton(page).click();
    await navigation.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADINGS[path] ?? "");
  }
});

test("the current page is marked in the navigation", { tag: PHONE }, async ({ page, isMobile }) => {
  await visit(page, "/dining");
  if (isMobile) await menuButton(page).click();
  const navigation = isMobile ? mobileMenu(page) : page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await expect(navigation.getByRole("link", { name: "Dining", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(navigation.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
});

test("the footer has the policy links, the contact details and 'Reception: 24/7'", async ({ page }) => {
  await visit(page, "/");
  const footer = page.getByRole("contentinfo");
  const policies = footer.getByRole("navigation", { name: "Policies" });
  for (const label of ["Privacy Policy", "Terms & Conditions", "Cookie Policy", "Cancellation Policy", "Data Request", "Unsubscribe", "Accessibility"]) {
    await expect(policies.getByRole("link", { name: label })).toBeVisible();
  }
  await expect(footer.getByText("12 Courtfield Terrace, Carlisle, Cumbria CA1 1QZ")).toBeVisible();
  await expect(footer.getByRole("link", { name: /01632 960123/ })).toHaveAttribute("href", "tel:+441632960123");
  await expect(footer.getByRole("link", { name: /stay@courtfield-hotel\.example\.com/ })).toHaveAttribute(
    "href",
    "mailto:stay@courtfield-hotel.example.com",
  );
  await expect(footer.getByText("Reception: 24/7")).toBeVisible();
});
