import { expect, test, visit } from "./fixtures.ts";

test("Book Your Stay opens the booking engine in a new tab with GBP, 1 adult, 0 children, 0 infants", async ({ page }) => {
  await visit(page, "/");
  const links = page.getByRole("link", { name: /^(Book Your Stay|Book Now)\b/ });
  const visible = links.filter({ visible: true });
  expect(await visible.count()).toBeGreaterThanOrEqual(2);

  const hrefs = new Set<string>();
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    const rel = (await link.getAttribute("rel")) ?? "";
    expect(rel.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    hrefs.add((await link.getAttribute("href")) ?? "");
  }
  expect(hrefs.size, "every booking link points to the same deep link").toBe(1);

  const url = new URL([...hrefs][0] ?? "");
  expect(url.protocol).toMatch(/^https?:$/);
  expect(url.searchParams.get("locale")).toBe("en");
  expect(url.searchParams.get("currency")).toBe("GBP");
  expect(url.searchParams.get("items[0][adults]")).toBe("1");
  expect(url.searchParams.get("items[0][children]")).toBe("0");
  expect(url.searchParams.get("items[0][infants]")).toBe("0");
});

test("the header's booking button opens a new tab rather than leaving the site", async ({ page, context }) => {
  // The engine is an external site; answer it locally so the test does not leave the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking engine</title>" }));
  await visit(page, "/about");
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("banner").getByRole("link", { name: /^(Book Your Stay|Book Now)\b/ }).filter({ visible: true }).click(),
  ]);
  await expect(popup).toHaveURL(/currency=GBP/);
  await expect(page).toHaveURL("/about");
});
