import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { extractFile, listPackage } from "@electron/asar";
import { afterAll, describe, expect, it } from "vitest";
import { fuseWireOf, prepareElectronDist } from "./fake-electron-dist.ts";

// `electron-builder --dir` with electron-builder.yml against a prepared Electron folder (the
// installers themselves need a networked machine: README). What the packed app holds, and that
// the fuses were flipped in the binary, are read back from the output.

const run = promisify(execFile);
const work = await mkdtemp(join(tmpdir(), "desk-pack-"));

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe("packing the reception desk app", () => {
  it("packs only the built main, preload and the app's own screens into app.asar, with the fuses set", async () => {
    const electronVersion = (JSON.parse(await readFile("package.json", "utf8")) as { devDependencies: Record<string, string> }).devDependencies.electron ?? "";
    // As the release workflow builds: the feed and the version from the tag come from the environment.
    const release = { ...process.env, DESK_UPDATE_URL: "https://updates.example.com/reception/", DESK_VERSION: "1.4.2" };
    await run(process.execPath, ["scripts/build-desktop.mjs"], { env: release });
    await prepareElectronDist(join(work, "electron"), electronVersion);
    await run(process.execPath, ["node_modules/electron-builder/cli.js", "--linux", "dir", "--publish", "never", `-c.electronDist=${join(work, "electron")}`, `-c.directories.output=${join(work, "out")}`], { env: release });

    const unpacked = join(work, "out", "linux-unpacked");
    const files = listPackage(join(unpacked, "resources", "app.asar"), { isPack: false }).map((file) => file.replaceAll("\\", "/"));
    expect(files.sort()).toEqual(["/main.cjs", "/package.json", "/pages", "/pages/desk.css", "/pages/offline.html", "/pages/offline.js", "/pages/setup.html", "/pages/setup.js", "/preload.cjs"]);

    const packedPackage = JSON.parse(extractFile(join(unpacked, "resources", "app.asar"), "package.json").toString("utf8")) as Record<string, unknown>;
    expect(packedPackage).toMatchObject({ main: "main.cjs", version: "1.4.2" });
    expect(packedPackage).not.toHaveProperty("dependencies");
    const updateFeed = await readFile(join(unpacked, "resources", "app-update.yml"), "utf8");
    expect(updateFeed).toContain("provider: generic");
    expect(updateFeed).toContain("url: https://updates.example.com/reception/");

    // RunAsNode off, cookies encrypted, NODE_OPTIONS and --inspect off, asar integrity and
    // asar-only on, the V8 snapshot as Electron ships it, file:// privileges off.
    const wire = fuseWireOf(await readFile(join(unpacked, "courtfield-reception")));
    expect(wire).toBe("01001100");

    // The updater is bundled into main.cjs with the feed it reads (no variable is read on the desk).
    const main = await readFile("dist/desktop/main.cjs", "utf8");
    expect(main).not.toMatch(/fastify|@prisma|src\/server/);
    expect(main).toContain('"https://updates.example.com/reception/"');
    expect(main).not.toContain("process.env.DESK_UPDATE_URL");
    expect(main).toMatch(/allowDowngrade/);
  });
});
