/** A documented path as a pattern: "/api/admin/staff/:staffId/disable" matches any one id segment. */
function patternOf(url: string): RegExp {
  const escaped = url.split("/").map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${escaped.join("/")}/?$`);
}

/**
 * The methods the documented /api paths take at `path` (empty when none matches): a known path
 * asked with another method answers 405 with these in Allow, not 404.
 */
export function allowedMethodsFor(routes: readonly { method: string; url: string }[], path: string): string[] {
  const methods = new Set(routes.filter((route) => patternOf(route.url).test(path)).map((route) => route.method));
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort();
}
