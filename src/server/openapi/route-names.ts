/** A Fastify path as OpenAPI writes it: `/api/rooms/:id` is `/api/rooms/{id}`. */
export function openApiPath(url: string): string {
  return url
    .split("/")
    .map((segment) => (segment.startsWith(":") ? `{${segment.slice(1)}}` : segment))
    .join("/");
}

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** A unique operationId from the method and path: `DELETE /api/admin/sessions/:sessionId` is `deleteAdminSessionsBySessionId`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split("/")
    .flatMap((segment) => (segment.startsWith(":") ? [`by-${segment.slice(1)}`] : [segment]))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter((word) => word !== "");
  return method.toLowerCase() + words.map(capitalised).join("");
}
