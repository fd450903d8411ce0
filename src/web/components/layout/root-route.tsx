import type { RouteObject } from "react-router-dom";
import { AppShell } from "./app-shell.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

/** The root of a route table (the public pages', the staff area's): the app shell inside the full-page error boundary. */
export function rootRoute(children: RouteObject[]): RouteObject {
  return {
    id: "root",
    element: (
      <RouteErrorBoundary fullPage>
        <AppShell />
      </RouteErrorBoundary>
    ),
    children,
  };
}
