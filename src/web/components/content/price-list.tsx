import { formatMenuPrice } from "../../../shared/money.ts";

interface PriceListItem {
  id: string;
  name: string;
  price: number;
  description: string;
}

/** A menu: each item's name and price joined by a dotted leader, its description beneath. */
export function PriceList({ items }: { items: readonly PriceListItem[] }) {
  return (
    <ul className="space-y-5">
      {items.map((item) => (
        <li key={item.id}>
          <p className="flex items-baseline gap-3">
            <span className="font-serif text-lg font-semibold">{item.name}</span>
            <span aria-hidden="true" className="min-w-6 flex-1 translate-y-[-0.3em] border-b border-dotted border-accent/70" />
            <span className="font-semibold text-brand tabular-nums">{formatMenuPrice(item.price)}</span>
          </p>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
