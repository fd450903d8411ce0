import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The machine's own PostgreSQL cluster serving a URL, which the proof may stop and start. */
export interface LocalCluster {
  version: string;
  name: string;
  /** Stops the cluster, waits, starts it again whatever happens; answers how long it was down (ms). */
  stopFor(ms: number): Promise<number>;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

function clusterCommand(version: string, name: string, action: "start" | "stop"): string[] {
  return ["--skip-systemctl-redirect", version, name, action, ...(action === "stop" ? ["-m", "fast"] : [])];
}

/**
 * The Debian cluster (pg_lsclusters) on the URL's port when the URL is on loopback, else undefined:
 * a remote database, or a machine without Debian's PostgreSQL tools, cannot be stopped from here.
 */
export async function findLocalCluster(databaseUrl: string): Promise<LocalCluster | undefined> {
  const url = new URL(databaseUrl);
  if (!LOOPBACK.has(url.hostname)) return undefined;
  const port = url.port || "5432";
  const listing = await run("pg_lsclusters", ["--no-header"]).catch(() => undefined);
  const line = listing?.stdout
    .split("\n")
    .map((row) => row.trim().split(/\s+/))
    .find((columns) => columns[2] === port && columns[3] === "online");
  const [version, name] = line ?? [];
  if (!version || !name) return undefined;
  return {
    version,
    name,
    async stopFor(ms) {
      // Started again on every way out: this finally, a normal exit, Ctrl-C or a kill of this process.
      const startNow = () => {
        try {
          execFileSync("pg_ctlcluster", clusterCommand(version, name, "start"), { stdio: "ignore" });
        } catch {
          // Already running.
        }
      };
      const onSignal = (signal: NodeJS.Signals) => {
        startNow();
        process.exit(signal === "SIGINT" ? 130 : 143);
      };
      process.once("exit", startNow);
      process.once("SIGINT", onSignal);
      process.once("SIGTERM", onSignal);
      const started = Date.now();
      try {
        await run("pg_ctlcluster", clusterCommand(version, name, "stop"));
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - (Date.now() - started))));
      } finally {
        await run("pg_ctlcluster", clusterCommand(version, name, "start")).catch(startNow);
        process.off("exit", startNow);
        process.off("SIGINT", onSignal);
        process.off("SIGTERM", onSignal);
      }
      return Date.now() - started;
    },
  };
}
