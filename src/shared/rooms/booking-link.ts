/** Optional stay dates, as YYYY-MM-DD, and who is coming. */
export interface BookingEngineStay {
  checkIn?: string;
  checkOut?: string;
  /** One adult unless given. */
  adults?: number;
  /** No children unless given. */
  children?: number;
}

/** The engine's own names for what a guest chooses; the plain GET form of the stay search uses them as its fields. */
export const BOOKING_ENGINE_FIELDS = {
  checkIn: "check_in_date",
  checkOut: "check_out_date",
  adults: "items[0][adults]",
  children: "items[0][children]",
} as const;

/** The engine's presets the guest does not choose: English, pounds sterling, no infants. */
export const BOOKING_ENGINE_PRESETS: ReadonlyArray<readonly [string, string]> = [
  ["locale", "en"],
  ["currency", "GBP"],
  ["items[0][infants]", "0"],
];

/**
 * The deep link into the external booking engine: English, pounds sterling, one adult,
 * no children and no infants unless the guest chose otherwise, plus the stay dates when known.
 * Parameters already on `base` are kept.
 */
export function bookingEngineUrl(base: string, stay: BookingEngineStay = {}): string {
  const url = new URL(base);
  const params: Array<readonly [string, string]> = [
    ...BOOKING_ENGINE_PRESETS,
    [BOOKING_ENGINE_FIELDS.adults, String(stay.adults ?? 1)],
    [BOOKING_ENGINE_FIELDS.children, String(stay.children ?? 0)],
  ];
  if (stay.checkIn) params.push([BOOKING_ENGINE_FIELDS.checkIn, stay.checkIn]);
  if (stay.checkOut) params.push([BOOKING_ENGINE_FIELDS.checkOut, stay.checkOut]);
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.toString();
}
