/** The route patterns of calls (REST and tRPC); every other route serves a page or a file. */
const CALL_PREFIXES = ["/api/", "/trpc/"];

/**
 * Whether the route a request matched (`request.routeOptions.url`, its pattern, never the address
 * as the client spelled it: ADR 054) is a call rather than a page or a file.
 */
export function isCallRoute(pattern: string): boolean {
  return CALL_PREFIXES.some((prefix) => pattern.startsWith(prefix));
}
