import { createContext, useContext } from "react";
import { waitingText } from "../ui/time-waited.ts";

/**
 * When the list was read, for "Waiting 3 days". A context rather than a column argument, so the
 * table's columns stay the same between refreshes and its rows (and the focus in them) are kept.
 */
export const ListReadAt = createContext(0);

/** "Waiting 3 days" under an enquiry still new or read; nothing once it is answered. */
export function WaitingLine({ since }: { since: string | null }) {
  const text = waitingText(since, useContext(ListReadAt));
  return text ? <span className="text-xs whitespace-nowrap text-muted-foreground">{text}</span> : null;
}
