const GBP = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", trailingZeroDisplay: "stripIfInteger" });

/** Pounds in en-GB style: 132 → "£132", 99.5 → "£99.50" (the same on the server and in the browser). */
export function formatPounds(pounds: number): string {
  return GBP.format(pounds);
}
