import { proximity } from "../../../content/headline-facts.ts";

/** How far a place of the home page's proximity list is, as the list words it ("10 minute walk"). */
export function proximityTime(id: string): string {
  const fact = proximity.find((candidate) => candidate.id === id);
  if (!fact) throw new RangeError(`No proximity fact ${id}`);
  return fact.time;
}
