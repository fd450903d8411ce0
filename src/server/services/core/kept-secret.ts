import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const keptByFile = new Map<string, string>();

/**
 * A key the server keeps outside the database: `fromEnvironment` when set, else a random key in
 * DATA_DIR/secrets/<fileName>, made once (mode 0600) and read on every later start. A copy of
 * the tables alone then holds nothing the key protects.
 */
export function keptSecret(dataDir: string, fileName: string, fromEnvironment: string): string {
  if (fromEnvironment) return fromEnvironment;
  const file = path.join(dataDir, "secrets", fileName);
  const cached = keptByFile.get(file);
  if (cached) return cached;
  let key: string;
  try {
    key = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    key = randomBytes(32).toString("base64url");
    // "wx": two processes starting together keep the first key written.
    try {
      writeFileSync(file, key, { mode: 0o600, flag: "wx" });
    } catch {
      key = readFileSync(file, "utf8").trim();
    }
  }
  keptByFile.set(file, key);
  return key;
}
