import { BOOKING_ENGINE_FIELDS, BOOKING_ENGINE_PRESETS } from "./booking-link.ts";

// Apart from booking-link.ts, which every page's header uses: only the stay search needs this.

export interface BookingEngineForm {
  /** The engine's address without its query: a GET form replaces the query with its own fields. */
  action: string;
  /** Hidden fields: the base's own parameters and the presets, so the form opens what `bookingEngineUrl` links to. */
  hidden: Array<readonly [string, string]>;
}

/** What a plain GET form needs to open the engine with the guest's dates and party, without JavaScript. */
export function bookingEngineForm(base: string): BookingEngineForm {
  const url = new URL(base);
  const setByForm = new Set<string>([...Object.values(BOOKING_ENGINE_FIELDS), ...BOOKING_ENGINE_PRESETS.map(([name]) => name)]);
  const kept = [...url.searchParams].filter(([name]) => !setByForm.has(name));
  url.search = "";
  url.hash = "";
  return { action: url.toString(), hidden: [...kept, ...BOOKING_ENGINE_PRESETS] };
}
