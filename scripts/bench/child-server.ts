import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

export interface ChildServer {
  url: string;
  pid: number;
  /** SIGTERM: the server finishes what it is doing and exits (SIGKILL after 15 s). */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash or the OOM killer would: nothing is finished or flushed. */
  kill(): Promise<void>;
}

/** Starts `script` under tsx in its own process and waits for the {"port":N} line it prints. */
export async function startChildServer(script: string, env: Record<string, string>): Promise<ChildServer> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const output = child.stdout;
  if (!output) throw new Error(`${script} has no stdout`);
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: output });
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 120 s`)), 120_000);
    child.once("exit", (code) => reject(new Error(`${script} exited with ${String(code)}`)));
    lines.on("line", (line) => {
      const match = /^\{"port":(\d+)\}$/.exec(line.trim());
      if (!match) return;
      clearTimeout(timer);
      resolve(Number(match[1]));
    });
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      return exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const kill = setTimeout(() => child.kill("SIGKILL"), 15_000);
      child.kill("SIGTERM");
      await exited;
      clearTimeout(kill);
    },
  };
}
