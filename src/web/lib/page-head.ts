import { NOT_FOUND_TITLE } from "../../../content/pages.ts";
import { findPublicRoute } from "../../shared/site/routes.ts";
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

/** The head of a public page or of the not-found page (the staff area keeps its own: staff-area.ts). */
export function pageHeadFor(pathname: string): PageHead {
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
