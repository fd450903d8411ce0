import CalendarCheck from "lucide-react/icons/calendar-check";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import PawPrint from "lucide-react/icons/paw-print";
import PoundSterling from "lucide-react/icons/pound-sterling";
import type { AddonBookingSummary } from "../../../../shared/addons/addon-booking-admin.ts";
import { formatAmount } from "../../../../shared/money.ts";
import { FigureCard } from "../ui/figure-card.tsx";

const count = new Intl.NumberFormat("en-GB");
const ICON = "size-4 text-brand";

/** The cards over every booking the filters match (not only this page); revenue for owners only. */
export function PetBookingSummary({ summary, filtered }: { summary: AddonBookingSummary; filtered: boolean }) {
  const scope = filtered ? "Matching the filters" : "All add-on bookings";
  return (
    <dl aria-label="Summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <FigureCard icon={<PawPrint aria-hidden="true" className={ICON} />} label="Total bookings" value={count.format(summary.total_bookings)} detail={scope} />
      {summary.paid_revenue === null ? null : (
        <FigureCard icon={<PoundSterling aria-hidden="true" className={ICON} />} label="Paid revenue" value={formatAmount(summary.paid_revenue)} detail={`Paid and kept (${formatAmount(summary.paid_at_desk ?? 0)} at the desk); ${formatAmount(summary.refunded ?? 0)} refunded`} />
      )}
      <FigureCard icon={<ClipboardCheck aria-hidden="true" className={ICON} />} label="Awaiting verification" value={count.format(summary.awaiting_verification)} detail="Paid, not yet verified at reception" />
      <FigureCard icon={<CalendarCheck aria-hidden="true" className={ICON} />} label="Arriving today" value={count.format(summary.arriving_today)} detail="Paid, checking in today" />
    </dl>
  );
}
