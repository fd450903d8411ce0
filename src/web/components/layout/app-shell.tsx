import { useEffect } from "react";
import { Outlet } from "react-router-dom";
import { DocumentHeadSync } from "./document-head-sync.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";

/** The root route: page-change behaviour shared by the public site and the staff area. */
export function AppShell() {
  // Marks the page interactive (effects run only after hydration); end-to-end tests wait for it.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <>
      <ScrollToTop />
      <DocumentHeadSync />
      <Outlet />
    </>
  );
}
