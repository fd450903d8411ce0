import { createRequire } from "node:module";
import path from "node:path";
import { hotel } from "../../../content/hotel.ts";
import { html } from "../services/mail/html.ts";
import { REFERENCE_PATHS } from "./reference-paths.ts";

/** Swagger UI's prebuilt files, as npm installed them beside the server. */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/**
 * Starts Swagger UI on the page: a file of its own, not an inline script, so the site's strict
 * CSP stands. No validator badge (it would load an image from swagger.io) and no "Try it out": the
 * page is a reference, not a console that sends the staff's cookie.
 */
const START_SCRIPT = `window.SwaggerUIBundle({
  url: ${JSON.stringify(REFERENCE_PATHS.document)},
  dom_id: "#reference",
  deepLinking: true,
  validatorUrl: null,
  supportedSubmitMethods: [],
  defaultModelsExpandDepth: 0,
});
`;

export type ReferenceAsset = { contentType: string } & ({ file: string } | { text: string });

/** The reference page's files by name, under REFERENCE_PATHS.assets. */
export const REFERENCE_ASSETS: Readonly<Record<string, ReferenceAsset>> = {
  "swagger-ui.css": { contentType: "text/css; charset=utf-8", file: path.join(SWAGGER_UI_DIR, "swagger-ui.css") },
  "swagger-ui-bundle.js": { contentType: "text/javascript; charset=utf-8", file: path.join(SWAGGER_UI_DIR, "swagger-ui-bundle.js") },
  "start-reference.js": { contentType: "text/javascript; charset=utf-8", text: START_SCRIPT },
};

const asset = (name: keyof typeof REFERENCE_ASSETS): string => `${REFERENCE_PATHS.assets}/${name}`;

/** GET /api/docs: the OpenAPI document rendered by Swagger UI, every file from this server. */
export function referencePageHtml(): string {
  return html`<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API reference | ${hotel.name}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${asset("swagger-ui.css")}">
<script src="${asset("swagger-ui-bundle.js")}" defer></script>
<script src="${asset("start-reference.js")}" defer></script>
</head>
<body>
<main id="reference"></main>
</body>
</html>
`.value;
}
