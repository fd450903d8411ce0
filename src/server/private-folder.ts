import { chmod, lstat, readdir } from "node:fs/promises";
import path from "node:path";

/** Read, write or enter: bits for the group and for other accounts. */
const OTHERS = 0o077;

export class PrivateFolderError extends Error {
  override name = "PrivateFolderError";
}

function cannotClose(dir: string, entry: string, error: unknown): PrivateFolderError {
  return new PrivateFolderError(
    `${dir} holds the hotel's private data and must be closed to other accounts on this computer, but ${entry} could not be (${(error as Error).message}). ` +
      `As the folder's owner run "chmod -R go-rwx ${dir}", or set DATA_DIR to a folder of this account's.`,
  );
}

/**
 * Takes the group's and other accounts' access away from `dir` and everything in it (folders
 * 0700, files 0600; symbolic links are left alone). Returns how many entries it changed.
 */
export async function closeToOtherAccounts(dir: string): Promise<number> {
  const names = await readdir(dir, { recursive: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw cannotClose(dir, dir, error);
  });
  if (names === undefined) return 0;
  let changed = 0;
  for (const entry of [dir, ...names.map((name) => path.join(dir, name))]) {
    const stats = await lstat(entry).catch(() => undefined);
    if (!stats || stats.isSymbolicLink() || (stats.mode & OTHERS) === 0) continue;
    await chmod(entry, stats.mode & 0o700).catch((error: unknown) => {
      throw cannotClose(dir, entry, error);
    });
    changed += 1;
  }
  return changed;
}

/**
 * The data folder holds guests' data, the database and its keys (ADR 055). From here on this
 * process makes files and folders for its own account only, and what `dataDir` already holds is
 * closed to other accounts. Called first by the server and by every command; returns the line to
 * show when it had to close something.
 */
export async function securePrivateFolder(dataDir: string): Promise<string | undefined> {
  process.umask(OTHERS);
  const changed = await closeToOtherAccounts(path.resolve(dataDir));
  return changed > 0 ? `DATA_DIR ${dataDir} was open to other accounts on this computer: ${changed} folders and files closed (now 0700 and 0600).` : undefined;
}
