/** Where the API describes itself: the OpenAPI document and the reference page that renders it. */
export const REFERENCE_PATHS = {
  document: "/api/openapi.json",
  page: "/api/docs",
  /** The page's script and style, served by this server (no CDN): `${assets}/:file`. */
  assets: "/api/docs/assets",
} as const;
