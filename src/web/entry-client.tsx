import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from "react-router-dom";
import { routes } from "./routes.tsx";

/**
 * Loads the code of the routes matching the current URL before the router starts, so the first
 * render already shows the page and matches the pre-rendered HTML exactly.
 */
async function loadMatchedRoutes(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  await loadMatchedRoutes(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  // Public pages arrive pre-rendered and are hydrated. The staff area's shell is empty, and the
  // not-found page may stand in for any URL, so both are rendered in the browser.
  if (container.firstElementChild && !container.hasAttribute("data-not-found")) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
