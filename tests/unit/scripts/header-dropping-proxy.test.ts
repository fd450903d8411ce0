import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startHeaderDroppingProxy, type DroppingProxy } from "../../../scripts/bench/header-dropping-proxy.ts";

// The bench's with/without-COOP comparison is only fair if the proxy changes that one header and
// nothing else: status, the other headers and the body (request and answer) pass through.
describe("the Lighthouse bench's header-dropping proxy", () => {
  let site: Server | undefined;
  let proxy: DroppingProxy | undefined;
  afterEach(async () => {
    await proxy?.stop();
    await new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined)));
  });

  it("drops the named header and passes the rest of the request and the answer through", async () => {
    site = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        response.writeHead(201, { "Cross-Origin-Opener-Policy": "same-origin", "Content-Security-Policy": "default-src 'self'", "X-Seen": `${request.method} ${request.url} ${String(request.headers["x-test"])}` });
        response.end(`echo:${body}`);
      });
    });
    await new Promise<void>((resolve) => site!.listen(0, "127.0.0.1", resolve));
    const address = site.address();
    if (typeof address !== "object" || !address) throw new Error("no address");
    proxy = await startHeaderDroppingProxy(`http://127.0.0.1:${address.port}`, "Cross-Origin-Opener-Policy");

    const answer = await fetch(`${proxy.url}/contact?x=1`, { method: "POST", headers: { "x-test": "kept" }, body: "hello" });

    expect(answer.status).toBe(201);
    expect(answer.headers.get("cross-origin-opener-policy")).toBeNull();
    expect(answer.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(answer.headers.get("x-seen")).toBe("POST /contact?x=1 kept");
    expect(await answer.text()).toBe("echo:hello");
  });
});
