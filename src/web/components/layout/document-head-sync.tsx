import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { isServerPagePath } from "../../../shared/site/server-page-paths.ts";
import { isStaffAreaPath } from "../../../shared/staff/staff-area-path.ts";
import type { PageHead } from "../../lib/page-head.ts";

function setHeadElement(selector: string, create: () => HTMLElement, attribute: string, value: string | undefined): void {
  const existing = document.head.querySelector(selector);
  if (value === undefined) {
    existing?.remove();
    return;
  }
  const element = existing ?? document.head.appendChild(create());
  element.setAttribute(attribute, value);
}

function meta(name: string): () => HTMLElement {
  return () => Object.assign(document.createElement("meta"), { name });
}

function applyPageHead(head: PageHead): void {
  document.title = head.title;
  setHeadElement('meta[name="description"]', meta("description"), "content", head.description);
  setHeadElement('meta[name="robots"]', meta("robots"), "content", head.noindex ? "noindex" : undefined);
  setHeadElement('link[rel="canonical"]', () => Object.assign(document.createElement("link"), { rel: "canonical" }), "href", head.canonical);
}

/**
 * Keeps <title>, description, robots and canonical right after client-side navigation. The
 * pre-rendered HTML already carries them for the first page, so the table of every page's title
 * and description is fetched on first use instead of weighing on the first load.
 */
export function DocumentHeadSync() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The client-rendered staff area titles its own pages; its HTML already says noindex.
    // Nor do the pages the server writes (ADR 038): their <title> is the server's.
    if (isStaffAreaPath(pathname) || isServerPagePath(pathname)) return;
    let current = true;
    void import("../../lib/page-head.ts").then(({ pageHeadFor }) => {
      if (current) applyPageHead(pageHeadFor(pathname));
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return null;
}
