import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { DESK_PAGE_CSP, DESK_PAGE_FILES } from "./desk-pages.ts";

/** Answers desk://app/… from the app's pages folder: only the listed files, with the CSP. */
export function deskPageHandler(pagesFolder: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const { pathname } = new URL(request.url);
    const type = DESK_PAGE_FILES[pathname];
    if (!type) return new Response("Not found", { status: 404 });
    const body = await readFile(join(pagesFolder, pathname.slice(1)));
    return new Response(body, { headers: { "content-type": type, "content-security-policy": DESK_PAGE_CSP, "x-content-type-options": "nosniff", "cache-control": "no-store" } });
  };
}
