import { animationFrames, expect, test, visit } from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "essential"));
});

test("dining: Breakfast is the default tab; the tabs follow the arrow keys; the bar lists its prices", async ({ page }) => {
  await visit(page, "/dining");
  const tabs = page.getByRole("tablist", { name: "Dining and bar" });
  await expect(tabs.getByRole("tab", { name: "Breakfast" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("7:00 – 9:00 AM");
  await tabs.getByRole("tab", { name: "Breakfast" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Resident Bar" })).toHaveAttribute("aria-selected", "true");
  for (const price of ["£4.50", "£5.50", "£6.00", "£2.50", "£2.00"]) await expect(page.getByRole("tabpanel")).toContainText(price);
  await tabs.getByRole("tab", { name: "Local Dining" }).click();
  await expect(page.getByRole("tabpanel").getByRole("article")).toHaveCount(4);
  const askReception = page.getByRole("tabpanel").getByRole("link", { name: /Ask Reception/ });
  await expect(askReception.first()).toHaveAttribute("href", /^(tel:\+44|\/contact)/);
});

test("dining: the gallery, once woken by the guest, scrolls by itself and stops while hovered", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await visit(page, "/dining");
  const gallery = page.locator("#dining-gallery-strip");
  const position = () => gallery.evaluate((element) => element.scrollLeft);
  // An island that wakes on the first touch (ADR 044): untouched it is a still strip.
  const first = await position();
  await animationFrames(page, 30);
  expect(await position()).toBe(first);
  await gallery.hover();
  await expect(page.locator('[data-island="dining-gallery"][data-hydrated]')).toBeAttached();
  await page.mouse.move(0, 0);
  await expect.poll(position).toBeGreaterThan(first);
  await gallery.hover();
  // The pointer holds it from the next frame on; thirty frames later it has not moved.
  await animationFrames(page, 2);
  const paused = await position();
  await animationFrames(page, 30);
  expect(await position()).toBe(paused);
});

test("explore: three tabs, a type filter, Directions by coordinates, the three day trips", async ({ page }) => {
  await visit(page, "/explore-carlisle");
  const filter = page.getByRole("group", { name: "Show attractions of one type" });
  const cards = page.getByRole("tabpanel").getByRole("article");
  const all = await cards.count();
  await filter.getByRole("button", { name: "Historic" }).click();
  await expect(filter.getByRole("button", { name: "Historic" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => cards.count()).toBeLessThan(all);
  await expect(cards.first().getByRole("link", { name: /Directions/ })).toHaveAttribute("href", /destination=5[45]\.\d+,-[23]\.\d+/);
  await page.getByRole("tab", { name: "Day Trips" }).click();
  for (const trip of ["Lake District Explorer", "Hadrian's Wall Adventure", "Scottish Borders"]) await expect(page.getByRole("tabpanel")).toContainText(trip);
  await page.getByRole("tab", { name: "Travel Guides" }).click();
  await expect(page.getByRole("tabpanel")).toContainText(/taxi/i);
});

test("nightlife: two tabs of four venues each, with seven-day opening hours", async ({ page }) => {
  await visit(page, "/nightlife");
  await expect(page.getByRole("tab", { name: "Pubs Around" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("article")).toHaveCount(4);
  await expect(page.getByRole("tabpanel").getByRole("article").first()).toContainText("Sunday");
  await page.getByRole("tab", { name: "Clubs Around" }).click();
  await expect(page.getByRole("tabpanel").getByRole("article")).toHaveCount(4);
});

test("contact: 16 questions, one open at a time, and a question closes again", async ({ page }) => {
  await visit(page, "/contact");
  const questions = page.locator("details");
  await expect(questions).toHaveCount(16);
  await questions.nth(0).locator("summary").click();
  await questions.nth(3).locator("summary").click();
  await expect(questions.nth(3)).toHaveAttribute("open", "");
  await expect(questions.nth(0)).not.toHaveAttribute("open", "");
  await questions.nth(3).locator("summary").click();
  await expect(page.locator("details[open]")).toHaveCount(0);
});

test("pet-friendly: rooms from £65, £85 and £95, and the three buttons", async ({ page }) => {
  await visit(page, "/pet-friendly");
  for (const price of ["£65", "£85", "£95"]) await expect(page.getByRole("main")).toContainText(price);
  const main = page.getByRole("main");
  for (const href of ["/booking", "/book-addons", "/contact"]) await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
});

test("events: a card per event type, Learn More to its page and Get Quote to its enquiry form", async ({ page }) => {
  await visit(page, "/events");
  for (const slug of ["weddings", "conferences", "private-parties"]) {
    await expect(page.getByRole("link", { name: /Learn More/ }).and(page.locator(`[href="/events/${slug}"]`))).toHaveCount(1);
    await expect(page.getByRole("link", { name: /Get Quote/ }).and(page.locator(`[href="/events/${slug}#enquiry-form"]`))).toHaveCount(1);
  }
  // "Get Quote" lands on the form it promises, not five screens above it.
  await page.getByRole("link", { name: /Get Quote/ }).and(page.locator('[href="/events/weddings#enquiry-form"]')).click();
  await expect(page).toHaveURL(/\/events\/weddings#enquiry-form$/);
  await expect(page.locator("#enquiry-form h2")).toBeInViewport();
  await visit(page, "/events/weddings");
  for (const price of ["£45", "£65", "£85"]) await expect(page.getByRole("main")).toContainText(price);
});
