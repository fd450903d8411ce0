const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** How long something has waited, in the largest whole unit: "4 minutes", "3 hours", "2 days". */
export function timeWaited(sinceIso: string, now: number): string {
  const waited = Math.max(0, now - new Date(sinceIso).getTime());
  if (waited >= DAY) return plural(Math.floor(waited / DAY), "day");
  if (waited >= HOUR) return plural(Math.floor(waited / HOUR), "hour");
  return plural(Math.floor(waited / MINUTE), "minute");
}

/** "Waiting 3 days" for something still waiting (a `since` time), nothing once it is answered. */
export function waitingText(sinceIso: string | null, now: number): string | null {
  return sinceIso === null ? null : `Waiting ${timeWaited(sinceIso, now)}`;
}
