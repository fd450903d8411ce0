import type { PrivacyRequestView } from "../../../../shared/privacy/privacy-admin-requests.ts";

/** Overdue first, then open requests by due date, then those awaiting the guest's click, then the answered. */
const STATUS_RANK: Record<PrivacyRequestView["status"], number> = { in_progress: 1, awaiting_confirmation: 2, completed: 3, refused: 3 };

export function byUrgency(a: PrivacyRequestView, b: PrivacyRequestView): number {
  const rank = (request: PrivacyRequestView) => (request.overdue ? 0 : STATUS_RANK[request.status]);
  return rank(a) - rank(b) || (a.dueAt ?? "9999").localeCompare(b.dueAt ?? "9999") || b.createdAt.localeCompare(a.createdAt);
}
