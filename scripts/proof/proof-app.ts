import { freePort } from "../bench/free-port.ts";
import path from "node:path";
import { type ChildServer, startChildServer } from "../bench/child-server.ts";

const APP_SERVER = path.join(path.dirname(new URL(import.meta.url).pathname), "../bench/app-server.ts");

/** The real app in its own process on one fixed loopback port, so a restart keeps its address. */
export interface ProofApp {
  readonly url: string;
  /** The running process's id (0 while it is down). */
  readonly pid: number;
  /** SIGKILL: no shutdown, nothing flushed. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it listens. */
  start(): Promise<void>;
  /** SIGTERM: a clean shutdown. */
  stop(): Promise<void>;
}


export async function startProofApp(env: Record<string, string>): Promise<ProofApp> {
  const port = await freePort();
  const launch = () => startChildServer(APP_SERVER, { ...env, PORT: String(port) });
  let server: ChildServer | undefined = await launch();
  return {
    url: `http://127.0.0.1:${port}`,
    get pid() {
      return server?.pid ?? 0;
    },
    async kill() {
      await server?.kill();
      server = undefined;
    },
    async start() {
      server ??= await launch();
    },
    async stop() {
      await server?.stop();
      server = undefined;
    },
  };
}
