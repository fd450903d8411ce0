import type { ReactNode } from "react";

/** A list of cards, one list item each, in the content's order (`children` draws one card). */
export function CardList<Item extends { id: string }>({ items, className, children }: { items: readonly Item[]; className: string; children: (item: Item) => ReactNode }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
