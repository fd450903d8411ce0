/** Optional stay dates, as YYYY-MM-DD. */
export interface StayDates {
  checkIn?: string;
  checkOut?: string;
}

/**
 * The deep link into the external booking engine (spec §1): English, pounds sterling, one adult,
 * no children, no infants, plus the stay dates when known. Parameters already on `base` are kept.
 */
export function bookingEngineUrl(base: string, dates: StayDates = {}): string {
  const url = new URL(base);
  const params: Array<[string, string]> = [
    ["locale", "en"],
    ["currency", "GBP"],
    ["items[0][adults]", "1"],
    ["items[0][children]", "0"],
    ["items[0][infants]", "0"],
  ];
  if (dates.checkIn) params.push(["check_in_date", dates.checkIn]);
  if (dates.checkOut) params.push(["check_out_date", dates.checkOut]);
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.toString();
}
