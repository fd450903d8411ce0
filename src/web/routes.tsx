import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { AppShell } from "./components/layout/app-shell.tsx";
import { CrashScreen } from "./components/layout/crash-screen.tsx";
import { SiteLayout } from "./components/layout/site-layout.tsx";

type PageModule = { default: ComponentType };

// Each page is its own chunk. The pre-render preloads a page's chunk in that page's HTML, and the
// client loads it before hydrating (entry-client.tsx), so splitting never shows a loading state.
const pageModules = import.meta.glob<PageModule>("./pages/*.tsx");

/** The source file of a page route, by its route id; the pre-render finds its chunk by it. */
export function pageModulePath(routeId: string): string {
  return `src/web/pages/${routeId}.tsx`;
}

function lazyComponent(load: () => Promise<PageModule>): RouteObject["lazy"] {
  return async () => ({ Component: (await load()).default });
}

/** A route whose id names its page file: `pageRoute("about-page", "about")` → pages/about-page.tsx. */
function pageRoute(id: string, path?: string): RouteObject {
  const load = pageModules[`./pages/${id}.tsx`];
  if (!load) throw new Error(`No page module for route "${id}"`);
  return path === undefined ? { id, index: true, lazy: lazyComponent(load) } : { id, path, lazy: lazyComponent(load) };
}

export const NOT_FOUND_ROUTE_ID = "not-found-page";

const loadAdminLogin = (): Promise<PageModule> => import("./features/admin/admin-login-page.tsx");

/** Every route of the two specs. Unknown paths fall through to the not-found page. */
export const routes: RouteObject[] = [
  {
    id: "root",
    Component: AppShell,
    errorElement: <CrashScreen fullPage />,
    children: [
      {
        id: "site",
        Component: SiteLayout,
        children: [
          {
            // A boundary inside the layout: a crashing page keeps the header and footer.
            id: "site-pages",
            errorElement: <CrashScreen />,
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
              pageRoute("data-request-page", "data-request"),
              pageRoute("unsubscribe-page", "unsubscribe"),
              pageRoute(NOT_FOUND_ROUTE_ID, "*"),
            ],
          },
        ],
      },
      {
        // The staff area: client-rendered, in its own chunks, referenced by no public page.
        id: "admin",
        path: "admin",
        lazy: lazyComponent(() => import("./features/admin/admin-layout.tsx")),
        errorElement: <CrashScreen fullPage />,
        children: [
          { id: "admin-home", index: true, lazy: lazyComponent(loadAdminLogin) },
          { id: "admin-login", path: "login", lazy: lazyComponent(loadAdminLogin) },
        ],
      },
    ],
  },
];
