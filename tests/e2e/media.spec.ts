import { expect, test, visit } from "./fixtures.ts";

test("the home hero photo is the one eager, high-priority image; every other image loads lazily", async ({ page }) => {
  await visit(page, "/");
  const hero = page.locator('img[fetchpriority="high"]');
  await expect(hero).toHaveCount(1);
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  // The browser picked a modern format from the <picture>.
  expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/media\/home\/hero-\d+\.(avif|webp)$/);
  const others = await page.locator('img:not([fetchpriority="high"])').evaluateAll((images) => images.map((image) => image.getAttribute("loading")));
  expect(others.length).toBeGreaterThan(3);
  expect(new Set(others)).toEqual(new Set(["lazy"]));
});

test("photos are served as AVIF and WebP at the widths the srcset offers", async ({ request }) => {
  for (const [file, type] of [
    ["/media/home/hero-480.avif", "image/avif"],
    ["/media/home/hero-1600.webp", "image/webp"],
  ] as const) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"]).toBe(type);
    expect(response.headers()["cache-control"]).toContain("max-age=86400");
  }
});

test("the conference and party brochures are real PDFs, linked for download", async ({ page, request }) => {
  for (const [path, file] of [
    ["/events/conferences", "/brochures/conference-brochure.pdf"],
    ["/events/private-parties", "/brochures/private-party-brochure.pdf"],
  ] as const) {
    await visit(page, path);
    const link = page.getByRole("link", { name: "Download Brochure (PDF)" }).first();
    await expect(link).toHaveAttribute("href", file);
    await expect(link).toHaveAttribute("download", "");
    const response = await request.get(file);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }
});

test("every image the rooms and events API lists is a photo the server serves", async ({ request }) => {
  const images: string[] = [];
  for (const path of ["/api/rooms", "/api/events"]) {
    const body = (await (await request.get(path)).json()) as { data: { images: string[] }[] };
    images.push(...body.data.flatMap((item) => item.images));
  }
  expect(images.length).toBeGreaterThan(80);
  for (const image of new Set(images)) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toBe("image/webp");
  }
});
