/** A payment status as the guest reads it: succeeded is "Paid"; any other value shows as it is. */
export function paymentStatusLabel(status: string): string {
  if (status === "succeeded") return "Paid";
  if (status === "pending") return "Pending";
  if (status === "failed") return "Failed";
  return status;
}

/** "1 night", "3 nights" (singular or plural wording). */
export function nightsLabel(nights: number): string {
  return `${nights} ${nights === 1 ? "night" : "nights"}`;
}
