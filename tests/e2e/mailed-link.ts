import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { APP_MAIL_DIR } from "./app-server-address.ts";
import { expect } from "./fixtures.ts";

/** The link matching `pattern` in an .eml the server wrote to `email` (quoted-printable undone), waited for. */
export async function mailedLink(email: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(APP_MAIL_DIR).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith(".eml"))) {
          const raw = await readFile(path.join(APP_MAIL_DIR, file), "utf8");
          if (!raw.includes(email)) continue;
          link = pattern.exec(raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "="))?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link ?? "";
}
