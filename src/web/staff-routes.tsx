import { Suspense, useEffect } from "react";
import { useLocation, type RouteObject } from "react-router-dom";
import { rootRoute } from "./components/layout/root-route.tsx";
import { RouteErrorBoundary } from "./components/layout/route-error-boundary.tsx";
import { lazyPage } from "./lib/lazy-page.tsx";

// The staff area is one chunk (with the zod chunk it shares with its forms), loaded by this
// entry only: public pages are islands (ADR 044) and never load the router or the staff code.
const AdminLayout = lazyPage(() => import("./features/admin/shell/admin-layout.tsx"));

/** A public page reached from the staff area (the site link, a booking's page): the server's own HTML, loaded afresh. */
function PublicPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.assign(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return null;
}

/** The staff area's routes, rendered in the browser; every other address is a public page. */
export const staffRoutes: RouteObject[] = [
  rootRoute([
    {
      id: "admin",
      path: "admin",
      element: (
        <RouteErrorBoundary fullPage>
          <Suspense fallback={null}>
            <AdminLayout.Page />
          </Suspense>
        </RouteErrorBoundary>
      ),
      // The layout renders the page of each address itself: the sign-in page, or the gate and the
      // tab (/admin/bookings). /admin opens the dashboard once the session check has passed.
      children: [
        { id: "admin-login", path: "login" },
        { id: "admin-home", index: true },
        { id: "admin-section", path: ":section" },
      ],
    },
    { id: "public-page", path: "*", element: <PublicPage /> },
  ]),
];

/** Loads the staff area's chunk before the first render, so it never shows a loading state. */
export function preloadStaffArea(): Promise<void> {
  return AdminLayout.preload();
}
