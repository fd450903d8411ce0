// A loopback proxy that passes every request to the site unchanged and every answer back without
// one response header: the Lighthouse bench measures the same server and build with and without
// Cross-Origin-Opener-Policy in one run (ADR 049), with no switch in the server itself.
import { createServer, request } from "node:http";
import { freePort } from "./free-port.ts";

export interface DroppingProxy {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the proxy on a free port in front of `target` (an http origin), dropping `header`. */
export async function startHeaderDroppingProxy(target: string, header: string): Promise<DroppingProxy> {
  const dropped = header.toLowerCase();
  const origin = new URL(target);
  const proxy = createServer((incoming, outgoing) => {
    const forward = request(
      { host: origin.hostname, port: origin.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: origin.host } },
      (answer) => {
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name !== dropped));
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
      },
    );
    forward.on("error", () => outgoing.destroy());
    incoming.pipe(forward);
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    proxy.once("error", reject);
    proxy.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}
