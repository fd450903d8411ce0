import { useEffect } from "react";

/** Sets the tab's title: the staff area titles its own pages (the public head sync leaves it alone). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
