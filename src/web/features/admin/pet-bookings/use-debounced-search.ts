import { useEffect, useRef, useState } from "react";
import { afterSending, onArrival, sentSearchesOf } from "./search-arrivals.ts";

/** How long typing must pause before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box's own text, handed to `commit` once typing pauses. When the committed value changes
 * from elsewhere (Back, Clear filters), the box shows it; the box's own earlier searches coming
 * back late never overwrite what is being typed (search-arrivals.ts).
 */
export function useDebouncedSearch(committed: string, commit: (value: string) => void): [string, (value: string) => void] {
  const [text, setText] = useState(committed);
  const sent = useRef(sentSearchesOf(committed));
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    const arrival = onArrival(sent.current, committed);
    sent.current = arrival.sent;
    if (arrival.fromElsewhere) setText(committed);
  }, [committed]);

  useEffect(() => {
    const value = text.trim();
    if (value === sent.current.last) return undefined;
    const timer = window.setTimeout(() => {
      sent.current = afterSending(sent.current, value);
      commitRef.current(value);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return [text, setText];
}
