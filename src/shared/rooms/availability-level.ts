// The availability badge of the staff inventory and calendar:
// the available share of the total, with thresholds at 25% and 75%.

export const AVAILABILITY_LEVELS = ["Sold Out", "Low", "Medium", "High", "Not Set"] as const;
export type AvailabilityLevel = (typeof AVAILABILITY_LEVELS)[number];

/** "Not Set" when there is no total (or nothing is known about what is left). */
export function availabilityLevel(available: number | null, total: number): AvailabilityLevel {
  if (total <= 0 || available === null) return "Not Set";
  const share = available / total;
  if (share <= 0) return "Sold Out";
  if (share < 0.25) return "Low";
  if (share < 0.75) return "Medium";
  return "High";
}
