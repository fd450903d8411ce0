import * as fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeToOtherAccounts, PrivateFolderError } from "../../../src/server/private-folder.ts";

vi.mock("node:fs/promises", async (importOriginal) => {
  const original = await importOriginal<typeof fs>();
  return { ...original, chmod: vi.fn(original.chmod) };
});

const folders: string[] = [];

afterEach(async () => {
  vi.mocked(fs.chmod).mockClear();
  await Promise.all(folders.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/** A data folder as an earlier version left it: 0755 folders, a 0644 mail copy, 0666 database files. */
async function openDataFolder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "hotel-private-"));
  folders.push(dir);
  await fs.chmod(dir, 0o755);
  await fs.mkdir(path.join(dir, "mail"), { mode: 0o755 });
  await fs.writeFile(path.join(dir, "mail", "guest.eml"), "Subject: hello\n");
  await fs.chmod(path.join(dir, "mail", "guest.eml"), 0o644);
  await fs.mkdir(path.join(dir, "pglite", "base"), { recursive: true });
  await fs.chmod(path.join(dir, "pglite"), 0o700);
  await fs.chmod(path.join(dir, "pglite", "base"), 0o755);
  await fs.writeFile(path.join(dir, "pglite", "base", "1259"), "");
  await fs.chmod(path.join(dir, "pglite", "base", "1259"), 0o666);
  await fs.writeFile(path.join(dir, "pglite.lock"), "{}", { mode: 0o600 });
  return dir;
}

const modeOf = async (file: string) => ((await fs.lstat(file)).mode & 0o777).toString(8);

describe("closing the data folder to other accounts", () => {
  it("takes the group's and others' access from every folder and file in it, changing only those that had it", async () => {
    const dir = await openDataFolder();
    const elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), "hotel-elsewhere-"));
    folders.push(elsewhere);
    await fs.writeFile(path.join(elsewhere, "shared.txt"), "", { mode: 0o644 });
    await fs.symlink(path.join(elsewhere, "shared.txt"), path.join(dir, "link"));

    expect(await closeToOtherAccounts(dir)).toBe(5);

    const entries = ["", "mail", "mail/guest.eml", "pglite", "pglite/base", "pglite/base/1259", "pglite.lock"];
    expect(await Promise.all(entries.map((entry) => modeOf(path.join(dir, entry))))).toEqual(["700", "700", "600", "700", "700", "600", "600"]);
    expect(await modeOf(path.join(elsewhere, "shared.txt"))).toBe("644");
    expect(await closeToOtherAccounts(dir)).toBe(0);
  });

  it("says which entry it could not close and what to do, so the server refuses to start", async () => {
    const dir = await openDataFolder();
    vi.mocked(fs.chmod).mockRejectedValueOnce(Object.assign(new Error("EPERM: operation not permitted"), { code: "EPERM" }));
    const refusal = await closeToOtherAccounts(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PrivateFolderError);
    expect((refusal as Error).message).toBe(
      `${dir} holds the hotel's private data and must be closed to other accounts on this computer, but ${dir} could not be (EPERM: operation not permitted). ` +
        `As the folder's owner run "chmod -R go-rwx ${dir}", or set DATA_DIR to a folder of this account's.`,
    );
  });

  it("leaves a folder that is not there yet to be made by this process", async () => {
    expect(await closeToOtherAccounts(path.join(os.tmpdir(), "hotel-private-never-made"))).toBe(0);
  });
});
