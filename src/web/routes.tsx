import { Suspense, type ReactNode } from "react";
import { matchRoutes, Outlet, type RouteObject } from "react-router-dom";
import { rootRoute } from "./components/layout/root-route.tsx";
import { RouteErrorBoundary } from "./components/layout/route-error-boundary.tsx";
import { SiteLayout } from "./components/layout/site-layout.tsx";
import { SERVER_PAGE_PATHS } from "../shared/site/server-page-paths.ts";
import { lazyPage, type PageModule } from "./lib/lazy-page.tsx";

// The public pages, rendered to HTML by the pre-render only: in the browser a page is that HTML
// and its islands (entry-islands.ts, ADR 044), so no page module and no router reach it.
const pageModules = import.meta.glob<PageModule>("./pages/*.tsx");

const preloaders = new Map<string, () => Promise<void>>();

function lazyRoute(id: string, path: string | undefined, load: () => Promise<PageModule>): RouteObject {
  const { Page, preload } = lazyPage(load);
  preloaders.set(id, preload);
  return path === undefined ? { id, index: true, element: <Page /> } : { id, path, element: <Page /> };
}

/**
 * A route whose id names its page file: `pageRoute("about-page", "about")` → pages/about-page.tsx.
 * Several addresses showing one page give each route its own id (`routeId`).
 */
function pageRoute(id: string, path?: string, routeId = id): RouteObject {
  const load = pageModules[`./pages/${id}.tsx`];
  if (!load) throw new Error(`No page module for route "${id}"`);
  return lazyRoute(routeId, path, load);
}

const SERVER_PAGE_ROUTE_ID = "server-page";

/** Where a page goes: its crash screen keeps the surrounding layout; a page still loading keeps the last one on screen. */
function pageOutlet(fullPage: boolean): ReactNode {
  return (
    <RouteErrorBoundary fullPage={fullPage}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export const NOT_FOUND_ROUTE_ID = "not-found-page";

/** Every public page, for the pre-render (the staff area's routes: staff-routes.tsx). Unknown paths fall through to the not-found page. */
export const routes: RouteObject[] = [
  rootRoute([
    {
      id: "site",
      element: <SiteLayout />,
      children: [
        {
          // A boundary inside the layout: a crashing page keeps the header and footer.
          id: "site-pages",
          element: pageOutlet(false),
          children: [
            pageRoute("home-page"),
            pageRoute("about-page", "about"),
            pageRoute("rooms-page", "rooms"),
            pageRoute("room-detail-page", "rooms/:slug"),
            pageRoute("dining-page", "dining"),
            pageRoute("events-page", "events"),
            pageRoute("weddings-page", "events/weddings"),
            pageRoute("conferences-page", "events/conferences"),
            pageRoute("private-parties-page", "events/private-parties"),
            pageRoute("explore-carlisle-page", "explore-carlisle"),
            pageRoute("nightlife-page", "nightlife"),
            pageRoute("pet-friendly-page", "pet-friendly"),
            pageRoute("contact-page", "contact"),
            pageRoute("booking-page", "booking"),
            pageRoute("book-addons-page", "book-addons"),
            pageRoute("book-addons-success-page", "book-addons/success"),
            pageRoute("privacy-policy-page", "privacy-policy"),
            pageRoute("terms-conditions-page", "terms-conditions"),
            pageRoute("cookie-policy-page", "cookie-policy"),
            pageRoute("cancellation-policy-page", "cancellation-policy"),
            pageRoute("accessibility-page", "accessibility"),
            pageRoute("data-request-page", "data-request"),
            pageRoute("unsubscribe-page", "unsubscribe"),
            // The pages the server writes into the site's frame (ADR 038): one page at each of their addresses.
            ...SERVER_PAGE_PATHS.map((path) => pageRoute(SERVER_PAGE_ROUTE_ID, path.slice(1), `${SERVER_PAGE_ROUTE_ID}:${path}`)),
            pageRoute(NOT_FOUND_ROUTE_ID, "*"),
          ],
        },
      ],
    },
  ]),
];

/** The ids of the routes that render `path`, outermost first. */
function matchedRouteIds(path: string): string[] {
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) => (route.id ? [route.id] : []));
}

/** Loads the chunks of every page that renders `path`, so the first render needs no loading state. */
export async function preloadPagesFor(path: string): Promise<string[]> {
  const ids = matchedRouteIds(path);
  await Promise.all(ids.flatMap((id) => preloaders.get(id)?.() ?? []));
  return ids;
}
