import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";

const METRICS_PATH = "/metrics";

export interface MetricsListenerOptions {
  host: string;
  port: number;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** Names the port answers to in Host besides `host` and the loopback names (METRICS_HOST_NAMES). */
  hostNames?: readonly string[];
}

export interface MetricsListener {
  /** Where Prometheus scrapes: http://host:port/metrics. */
  url: string;
  close(): Promise<void>;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares digests, so neither the token's length nor its first wrong character shows in the time taken. */
function carriesToken(request: IncomingMessage, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

/** The names a scrape may address besides the listener's own address. */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "::1"];

/**
 * The Host values the listener answers: each name with the port it listens on, IPv6 addresses in
 * brackets, lower case (a Host header is compared lower-cased). A browser page whose name an
 * attacker rebinds to this machine sends its own name, which is not among them (ADR 040).
 */
function acceptedHosts(names: readonly string[], port: number): ReadonlySet<string> {
  return new Set(names.map((name) => `${name.includes(":") && !name.startsWith("[") ? `[${name}]` : name}:${port}`.toLowerCase()));
}

function answer(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers }).end(`${text}\n`);
}

/**
 * GET /metrics on a port of its own (METRICS_PORT; ADR 040), apart from the site's: never reachable
 * through the public reverse proxy, scraped per instance rather than through the load balancer, and
 * nothing else is served on it. Started by main.ts after the app listens; tests start it on port 0.
 */
export async function listenForMetrics(app: FastifyInstance, options: MetricsListenerOptions): Promise<MetricsListener> {
  let ownHosts: ReadonlySet<string> = new Set();
  const server = createServer((request, response) => {
    if (!ownHosts.has(request.headers.host?.toLowerCase() ?? "")) return answer(response, 421, "This port answers only to its own host names.");
    const path = (request.url ?? "").split("?")[0];
    if (path !== METRICS_PATH) return answer(response, 404, "Not found: the metrics are at /metrics.");
    if (request.method !== "GET" && request.method !== "HEAD") return answer(response, 405, "Method not allowed.", { allow: "GET, HEAD" });
    if (options.token !== undefined && !carriesToken(request, options.token)) {
      return answer(response, 401, "A bearer token is required.", { "www-authenticate": 'Bearer realm="metrics"' });
    }
    // A throw while reading becomes a 500, never a scrape left hanging.
    Promise.resolve().then(() => app.metrics.exposition()).then(
      ({ contentType, body }) => {
        response.writeHead(200, { "content-type": contentType, "cache-control": "no-store" }).end(request.method === "HEAD" ? undefined : body);
      },
      (error: unknown) => {
        app.log.error({ err: error }, "metrics: the scrape failed");
        answer(response, 500, "The metrics could not be read.");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ host: options.host, port: options.port }, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  ownHosts = acceptedHosts([options.host, address, ...LOOPBACK_NAMES, ...(options.hostNames ?? [])], port);
  const host = address.includes(":") ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}${METRICS_PATH}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}
