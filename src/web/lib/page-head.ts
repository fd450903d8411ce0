import { ADMIN_TITLE, NOT_FOUND_TITLE } from "../../../content/pages.ts";
import { ADMIN_PATHS, findPublicRoute } from "../../shared/site/routes.ts";
import { socialImagePathFor } from "../features/seo/social-image.ts";

/** What a page puts in <head>: the same for the pre-rendered HTML and after client navigation. */
export interface PageHead {
  title: string;
  description?: string;
  /** Absolute: PUBLIC_URL + path. Absent on pages that are not meant to be found by search. */
  canonical?: string;
  noindex: boolean;
  /** Absolute URL of the link-preview picture (Open Graph, X/Twitter); public pages only. */
  image?: string;
}

export function pageHeadFor(pathname: string): PageHead {
  if (ADMIN_PATHS.includes(pathname.replace(/\/+$/, ""))) return { title: ADMIN_TITLE, noindex: true };
  const route = findPublicRoute(pathname);
  if (!route) return { title: NOT_FOUND_TITLE, noindex: true };
  return {
    title: route.title,
    description: route.description,
    canonical: `${__PUBLIC_CONFIG__.PUBLIC_URL}${route.path}`,
    noindex: !route.inSitemap,
    image: `${__PUBLIC_CONFIG__.PUBLIC_URL}${socialImagePathFor(route.path)}`,
  };
}
