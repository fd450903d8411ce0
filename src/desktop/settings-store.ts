import { mkdir, readFile, rename, writeFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { arrivalsSnapshotSchema, type ArrivalsSnapshot } from "../shared/desktop/desk-messages.ts";

// What the desk app keeps between runs, in its own folder (Electron's userData): the hotel
// server's address, and the last pet arrivals list for the offline screen. Each file is written
// whole to a temporary name and renamed, so a crash never leaves half a file, and is readable by
// this account only. Guests' names are on the arrivals: they are kept while someone is signed in
// and until their day is over (ADR 055).

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

  /** The kept arrivals from `today` (YYYY-MM-DD, London) on; those of a day gone by are deleted. */
  async loadArrivals(today: string): Promise<ArrivalsSnapshot | null> {
    const parsed = arrivalsSnapshotSchema.safeParse(await readJson(this.arrivalsPath));
    if (!parsed.success) return null;
    const arrivals = parsed.data.arrivals.filter((arrival) => arrival.checkInDate >= today);
    if (arrivals.length === parsed.data.arrivals.length) return parsed.data;
    if (arrivals.length === 0) {
      await this.forgetArrivals();
      return null;
    }
    const kept = { ...parsed.data, arrivals };
    await writeAtomically(this.arrivalsPath, JSON.stringify(kept));
    return kept;
  }

  async saveArrivals(snapshot: ArrivalsSnapshot): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    await writeAtomically(this.arrivalsPath, JSON.stringify(snapshot));
  }

  /** Forgotten when the server changes and when nobody is signed in any more. */
  async forgetArrivals(): Promise<void> {
    await rm(this.arrivalsPath, { force: true });
  }
}
