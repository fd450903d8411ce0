// npm run build:media (the last step of build:web): every photo the pre-rendered pages or the API reference,
// in AVIF and WebP at each width of src/shared/media/photo-sources.ts, from the hotel's
// own photo at content/photos/<id>.(jpg|jpeg|png|webp|avif) or else from generated artwork; the
// hero film if the hotel supplied one; the link-preview picture; and the PDF brochures. Encoded
// photos are cached by content hash under node_modules/.cache/hotel-media, so only new or changed
// photos cost time.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { DEFAULT_SOCIAL_IMAGE_PATH, SOCIAL_IMAGE_SIZE } from "../src/web/features/seo/social-image.ts";
import { rooms } from "../content/rooms.ts";
import { eventVenues } from "../content/venues.ts";
import { artworkSubjectOf } from "../content/artwork.ts";
import { PHOTO_FORMATS, PHOTO_SOURCE_WIDTH, PHOTO_WIDTHS, photoIdOf, photosReferencedIn, type PhotoFormat } from "../src/shared/media/photo-sources.ts";
import { artworkSvg } from "./media/artwork.ts";
import { BROCHURES } from "./media/brochures.ts";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const clientDir = path.join(root, "dist/client");
const photosDir = path.join(root, "content/photos");
const cacheDir = path.join(root, "node_modules/.cache/hotel-media");
const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif"];
const ENCODING = { avif: { quality: 50, effort: 2 }, webp: { quality: 72, effort: 4 } } as const;

async function htmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry): Promise<string[]> => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return entry.name === "assets" || entry.name === "media" ? [] : htmlFiles(full);
      return entry.name.endsWith(".html") ? [full] : [];
    }),
  );
  return nested.flat();
}

/** The hotel's own photo for an id, if it dropped one in content/photos. */
function ownPhoto(id: string): string | undefined {
  return PHOTO_EXTENSIONS.map((extension) => path.join(photosDir, `${id}.${extension}`)).find((file) => existsSync(file));
}

async function sourceOf(id: string): Promise<{ bytes: Buffer; generated: boolean }> {
  const own = ownPhoto(id);
  if (own) return { bytes: await readFile(own), generated: false };
  const subject = artworkSubjectOf(id);
  if (!subject) throw new Error(`content/artwork.ts names no artwork for the photo "${id}": add it there (or drop the photo in content/photos).`);
  return { bytes: Buffer.from(artworkSvg(id, subject)), generated: true };
}

async function encoded(source: Buffer, width: number, format: PhotoFormat): Promise<Buffer> {
  const key = createHash("sha256").update(source).update(`${width}/${format}/${JSON.stringify(ENCODING[format])}`).digest("hex");
  const cached = path.join(cacheDir, `${key}.${format}`);
  if (existsSync(cached)) return readFile(cached);
  const resized = sharp(source, { density: 72 }).resize({ width, withoutEnlargement: true });
  const output = await (format === "avif" ? resized.avif(ENCODING.avif) : resized.webp(ENCODING.webp)).toBuffer();
  await writeFile(cached, output);
  return output;
}

const started = performance.now();
await mkdir(cacheDir, { recursive: true });
const pages = await htmlFiles(clientDir);
const pagePhotos = (await Promise.all(pages.map(async (file) => photosReferencedIn(await readFile(file, "utf8"))))).flat();
// The API's `images` (GET /api/rooms, /api/events) link to every photo of the catalogue, shown on a page or not.
const cataloguePhotos = [...rooms, ...eventVenues].flatMap((item) => item.images.map(photoIdOf));
const ids = [...new Set([...pagePhotos, ...cataloguePhotos])].sort();
let bytes = 0;
let generated = 0;
for (const id of ids) {
  const source = await sourceOf(id);
  if (source.generated) generated += 1;
  const outputs = PHOTO_WIDTHS.flatMap((width) => PHOTO_FORMATS.map((format) => ({ width: Math.min(width, PHOTO_SOURCE_WIDTH), format })));
  await mkdir(path.dirname(path.join(clientDir, "media", id)), { recursive: true });
  await Promise.all(
    outputs.map(async ({ width, format }) => {
      const output = await encoded(source.bytes, width, format);
      bytes += output.length;
      await writeFile(path.join(clientDir, "media", `${id}-${width}.${format}`), output);
    }),
  );
}

// The link-preview picture: the hotel's own content/photos/og/default.*, else the home hero, cropped.
const social = await sourceOf(ownPhoto("og/default") ? "og/default" : "home/hero");
const socialImage = await sharp(social.bytes, { density: 72 })
  .resize({ ...SOCIAL_IMAGE_SIZE, fit: "cover" })
  .jpeg({ quality: 82, mozjpeg: true })
  .toBuffer();
await mkdir(path.dirname(path.join(clientDir, DEFAULT_SOCIAL_IMAGE_PATH)), { recursive: true });
await writeFile(path.join(clientDir, DEFAULT_SOCIAL_IMAGE_PATH), socialImage);
bytes += socialImage.length;

const heroFilm = path.join(photosDir, "home/hero.mp4");
if (existsSync(heroFilm)) {
  await copyFile(heroFilm, path.join(clientDir, "media/hero.mp4"));
  bytes += (await stat(heroFilm)).size;
}

await mkdir(path.join(clientDir, "brochures"), { recursive: true });
for (const [file, build] of Object.entries(BROCHURES)) {
  const pdf = await build();
  bytes += pdf.length;
  await writeFile(path.join(clientDir, "brochures", file), pdf);
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Media: ${ids.length} photos (${generated} from generated artwork, ${ids.length - generated} the hotel's own) x ${PHOTO_WIDTHS.length} widths x ${PHOTO_FORMATS.length} formats, ${Object.keys(BROCHURES).length} brochures, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds} s`,
);
