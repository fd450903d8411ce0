import { chmod, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The marker Electron binaries carry before their fuse wire (@electron/fuses' SENTINEL). */
const FUSE_SENTINEL = "dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX";
/** Electron's fuse defaults in order: RunAsNode, CookieEncryption, NODE_OPTIONS, --inspect, AsarIntegrity, OnlyLoadAppFromAsar, V8Snapshot, FileProtocolPrivileges. */
const DEFAULT_WIRE = "10110001";

/**
 * An unpacked "Electron" for electron-builder's electronDist (no Electron can be downloaded
 * here): a stand-in executable carrying a fuse wire as real binaries do, so the packer's fuse
 * flipping runs and can be read back, and the files a Linux build expects beside it.
 */
export async function prepareElectronDist(folder: string, version: string): Promise<void> {
  await mkdir(join(folder, "resources"), { recursive: true });
  await mkdir(join(folder, "locales"), { recursive: true });
  const wire = Buffer.concat([Buffer.from(`#!/bin/sh\necho "stand-in Electron ${version}"\nexit 0\n# `), Buffer.from(FUSE_SENTINEL), Buffer.from([1, DEFAULT_WIRE.length]), Buffer.from(DEFAULT_WIRE), Buffer.from("\n")]);
  await writeFile(join(folder, "electron"), wire);
  await chmod(join(folder, "electron"), 0o755);
  await writeFile(join(folder, "version"), `v${version}`);
  await writeFile(join(folder, "LICENSE"), "stand-in");
  await writeFile(join(folder, "LICENSES.chromium.html"), "<p>stand-in</p>");
}

/** The fuse wire of a (packed) binary, as a string of '0' (off), '1' (on), 'r' (removed). */
export function fuseWireOf(binary: Buffer): string {
  const at = binary.indexOf(FUSE_SENTINEL);
  if (at < 0) throw new Error("no fuse sentinel in the binary");
  const length = binary[at + FUSE_SENTINEL.length + 1] ?? 0;
  return binary.subarray(at + FUSE_SENTINEL.length + 2, at + FUSE_SENTINEL.length + 2 + length).toString("latin1");
}
