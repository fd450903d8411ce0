import { useEffect, useRef, useState } from "react";

/** How long typing must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box's own text, handed to `commit` once typing pauses. When the committed value changes
 * from elsewhere (Back, Clear filters), the box shows it.
 */
export function useDebouncedSearch(committed: string, commit: (value: string) => void): [string, (value: string) => void] {
  const [text, setText] = useState(committed);
  const lastCommitted = useRef(committed);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (committed !== lastCommitted.current) {
      lastCommitted.current = committed;
      setText(committed);
    }
  }, [committed]);

  useEffect(() => {
    const value = text.trim();
    if (value === lastCommitted.current) return undefined;
    const timer = window.setTimeout(() => {
      lastCommitted.current = value;
      commitRef.current(value);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return [text, setText];
}
