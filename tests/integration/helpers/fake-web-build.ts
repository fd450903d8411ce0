import { createHash } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

// A small pre-rendered site (two pages, a 404 page, one asset) for tests of the page serving.

const INLINE_CSS = "h1{color:#4a1420}";
export const INLINE_STYLE_HASH = `'sha256-${createHash("sha256").update(INLINE_CSS).digest("base64")}'`;

/** `morePages`: further page paths ("/book-addons"), each a plain page of its own. */
export async function fakeWebBuild(morePages: readonly string[] = []): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "hotel-client-"));
  await mkdir(path.join(dir, "about"));
  await mkdir(path.join(dir, "assets"));
  for (const page of morePages) {
    await mkdir(path.join(dir, page), { recursive: true });
    await writeFile(path.join(dir, page, "index.html"), `<h1>${page}</h1>`);
  }
  await writeFile(path.join(dir, "index.html"), `<style>${INLINE_CSS}</style><h1>Home page</h1>`);
  await writeFile(path.join(dir, "about", "index.html"), "<h1>About us</h1>");
  await writeFile(path.join(dir, "404.html"), "<h1>Oops! Page not found</h1>");
  await writeFile(path.join(dir, "assets", "entry-Ab12Cd34.js"), "console.log('hi')");
  await writeFile(
    path.join(dir, "prerender-manifest.json"),
    JSON.stringify({
      routes: [
        { path: "/", file: "index.html", public: true },
        { path: "/about", file: "about/index.html", public: true },
        ...morePages.map((page) => ({ path: page, file: `${page.slice(1)}/index.html`, public: true })),
      ],
      notFound: "404.html",
      inlineStyles: [INLINE_STYLE_HASH],
    }),
  );
  return dir;
}
