/**
 * What staff typed in a price field, in pounds: "£1,234.50" or "99" → 1234.5 or 99; empty → null
 * (no price); anything else stays text, for the shared schema to refuse with its own message.
 */
export function poundsFromText(text: string): number | string | null {
  const cleaned = text.replace(/[£,\s]/g, "");
  if (cleaned === "") return null;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : text;
}
