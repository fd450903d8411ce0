import FlaskConical from "lucide-react/icons/flask-conical";
import Phone from "lucide-react/icons/phone";
import { hotel } from "../../../../content/hotel.ts";
import type { PaymentMode } from "../../../shared/addons/addon-booking-view.ts";

const TEST_PAYMENT_LABEL = "Test payment: no money moves";
const PAYMENT_UNAVAILABLE_TITLE = "Online payment is unavailable";

/** How the site takes payment, as the page says it (public config PAYMENT_MODE): live says nothing. */
export function PaymentModeNotice({ mode }: { mode: PaymentMode }) {
  if (mode === "test") {
    return (
      <p className="flex items-center gap-2 rounded-sm border border-amber-700/50 bg-amber-50 p-3 text-sm font-semibold text-amber-950 dark:border-amber-300/50 dark:bg-amber-950/40 dark:text-amber-100">
        <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
        {TEST_PAYMENT_LABEL}
      </p>
    );
  }
  if (mode === "unavailable") {
    return (
      <div className="rounded-sm border border-border bg-surface p-5 shadow-xs">
        <h2 className="font-serif text-xl font-semibold">{PAYMENT_UNAVAILABLE_TITLE}</h2>
        <p className="mt-2 leading-relaxed">
          We cannot take payment online at the moment. To add pet accommodation to your booking, please call reception and we will arrange it with you.
        </p>
        <p className="mt-3">
          <a href={`tel:${hotel.phone.e164}`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline underline-offset-4">
            <Phone aria-hidden="true" className="size-4" />
            <span className="sr-only">Call </span>
            {hotel.phone.display}
          </a>
        </p>
      </div>
    );
  }
  return null;
}
