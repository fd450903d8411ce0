import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter, useRoutes } from "react-router-dom";
import { hotel } from "../../content/hotel.ts";
import { ADMIN_TITLE } from "../../content/staff-area.ts";
import { SERVER_PAGE_MARKERS } from "../shared/site/server-page-markers.ts";
import { SERVER_PAGE_PATHS } from "../shared/site/server-page-paths.ts";
import { isStaffAreaPath } from "../shared/staff/staff-area-path.ts";
import { buttonVariants } from "./components/ui/button.tsx";
import { jsonLdScript } from "./features/seo/json-ld.ts";
import { SOCIAL_IMAGE_ALT, SOCIAL_IMAGE_SIZE } from "./features/seo/social-image.ts";
import { structuredDataFor } from "./features/seo/structured-data.ts";
import { pageHeadFor, type PageHead } from "./lib/page-head.ts";
import { NOT_FOUND_ROUTE_ID, preloadPagesFor, routes } from "./routes.tsx";

export { AFTER_PAINT_MODULES_ID, APP_LOADER_SCRIPT } from "../shared/page-scripts/app-loader-script.ts";
export { HEAD_INLINE_SCRIPTS, INLINE_SCRIPTS } from "../shared/page-scripts/inline-scripts.ts";
export { PUBLIC_ROUTES } from "../shared/site/routes.ts";
export { ADMIN_PATHS } from "../shared/staff/admin-sections.ts";

/** The public settings these pages were built with; the server warns when it runs with others. */
export const BUILT_PUBLIC_CONFIG = {
  PUBLIC_URL: __PUBLIC_CONFIG__.PUBLIC_URL,
  BOOKING_ENGINE_URL: __PUBLIC_CONFIG__.BOOKING_ENGINE_URL,
  STRIPE_PUBLISHABLE_KEY: __PUBLIC_CONFIG__.STRIPE_PUBLISHABLE_KEY,
  PAYMENT_MODE: __PUBLIC_CONFIG__.PAYMENT_MODE,
};

export interface RenderResult {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** Title, description, canonical, social tags and structured data (JSON-LD) for <head>. */
  head: string;
  status: number;
}

function App() {
  return useRoutes(routes);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function headTags(head: PageHead): string {
  const title = escapeHtml(head.title);
  const tags = [
    `<title>${title}</title>`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(hotel.name)}">`,
    `<meta property="og:locale" content="en_GB">`,
    `<meta property="og:title" content="${title}">`,
  ];
  if (head.description) {
    const description = escapeHtml(head.description);
    tags.push(`<meta name="description" content="${description}">`, `<meta property="og:description" content="${description}">`);
  }
  if (head.canonical) {
    const canonical = escapeHtml(head.canonical);
    tags.push(`<link rel="canonical" href="${canonical}">`, `<meta property="og:url" content="${canonical}">`);
  }
  if (head.image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(head.image)}">`,
      `<meta property="og:image:type" content="image/jpeg">`,
      `<meta property="og:image:width" content="${SOCIAL_IMAGE_SIZE.width}">`,
      `<meta property="og:image:height" content="${SOCIAL_IMAGE_SIZE.height}">`,
      `<meta property="og:image:alt" content="${escapeHtml(SOCIAL_IMAGE_ALT)}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
    );
  }
  if (head.noindex) tags.push(`<meta name="robots" content="noindex">`);
  return tags.join("\n    ");
}

/** The <head> tags of a path that is not pre-rendered (the client-rendered staff area). */
export function headFor(path: string): string {
  // The staff area's pages retitle themselves once loaded (use-document-title.ts).
  return headTags(isStaffAreaPath(path) ? { title: ADMIN_TITLE, noindex: true } : pageHeadFor(path));
}

/** Renders one path of the public site to HTML, as the browser will hydrate it. */
export async function render(path: string): Promise<RenderResult> {
  const routeIds = await preloadPagesFor(path);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return {
    html,
    head: [headTags(pageHeadFor(path)), ...structuredDataFor(path, __PUBLIC_CONFIG__.PUBLIC_URL).map(jsonLdScript)].join("\n    "),
    status: routeIds.includes(NOT_FOUND_ROUTE_ID) ? 404 : 200,
  };
}

/**
 * The frame of the pages the server writes (ADR 038): the site's layout with
 * the markers where the server puts each page's title and content, and the class of the site's
 * primary button for the page's one form button.
 */
export async function renderServerPageFrame(): Promise<RenderResult & { buttonClass: string }> {
  const [path] = SERVER_PAGE_PATHS;
  const result = await render(path);
  if (result.status !== 200) throw new Error(`${path} should render the server page frame, not status ${result.status}`);
  const head = headTags({ title: `${SERVER_PAGE_MARKERS.title} | ${hotel.name}, Carlisle`, noindex: true });
  return { ...result, head, buttonClass: buttonVariants({ size: "lg" }) };
}
