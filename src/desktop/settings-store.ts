import { mkdir, readFile, rename, writeFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { arrivalsSnapshotSchema, type ArrivalsSnapshot } from "../shared/desktop/desk-messages.ts";

// What the desk app keeps between runs, in its own folder (Electron's userData): the hotel
// server's address, and the last pet arrivals list for the offline screen. Each file is written
// whole to a temporary name and renamed, so a crash never leaves half a file.

export interface DeskSettings {
  serverOrigin: string | null;
}

async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.tmp`;
  await writeFile(temporary, text, { encoding: "utf8", mode: 0o600 });
  await rename(temporary, path);
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, "utf8")) as unknown;
  } catch {
    return null;
  }
}

export class SettingsStore {
  constructor(private readonly folder: string) {}

  private get settingsPath(): string {
    return join(this.folder, "desk-settings.json");
  }

  private get arrivalsPath(): string {
    return join(this.folder, "pet-arrivals.json");
  }

  async load(): Promise<DeskSettings> {
    const stored = (await readJson(this.settingsPath)) as { serverOrigin?: unknown } | null;
    return { serverOrigin: typeof stored?.serverOrigin === "string" ? stored.serverOrigin : null };
  }

  async saveServerOrigin(serverOrigin: string): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    await writeAtomically(this.settingsPath, JSON.stringify({ serverOrigin } satisfies DeskSettings));
  }

  async loadArrivals(): Promise<ArrivalsSnapshot | null> {
    const parsed = arrivalsSnapshotSchema.safeParse(await readJson(this.arrivalsPath));
    return parsed.success ? parsed.data : null;
  }

  async saveArrivals(snapshot: ArrivalsSnapshot): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    await writeAtomically(this.arrivalsPath, JSON.stringify(snapshot));
  }

  /** Guests' names are on it: forgotten when the server changes. */
  async forgetArrivals(): Promise<void> {
    await rm(this.arrivalsPath, { force: true });
  }
}
