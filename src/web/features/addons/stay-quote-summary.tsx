import { formatAmount } from "../../../shared/money.ts";
import type { StayQuote } from "./addon-form-values.ts";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 pets × 3 nights × £10.00 = £60.00" (pets × nights × £10, money with 2 decimals). */
export function quoteLine(quote: StayQuote): string {
  return `${plural(quote.pets, "pet", "pets")} × ${plural(quote.nights, "night", "nights")} × ${formatAmount(quote.rate)} = ${formatAmount(quote.total)}`;
}

/** The booking summary beside the form; read out when the total changes. */
export function StayQuoteSummary({ quote, headingId }: { quote: StayQuote; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-sm border border-border bg-muted p-5">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        Summary
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Pet accommodation at {formatAmount(quote.rate)} per pet per night</p>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt>Pets</dt>
          <dd>{quote.pets}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Nights</dt>
          <dd>{quote.nights}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
        {quoteLine(quote)}
      </p>
      <p className="mt-3 flex justify-between gap-4 border-t border-border pt-3 text-lg font-semibold">
        <span>Total</span>
        <span>{formatAmount(quote.total)}</span>
      </p>
    </section>
  );
}
