import type { ReactNode } from "react";
import { Tag } from "../../components/content/tag.tsx";
import { cn } from "../../lib/cn.ts";
import type { DataRequestOption } from "./data-request-options.ts";

const CARD_CLASS =
  "group flex h-full w-full flex-col items-start gap-3 rounded-sm border border-border bg-surface p-6 text-left shadow-xs transition-colors hover:border-brand focus-visible:border-brand";

/** What a card shows: the icon, the title, two facts and a sentence. */
function CardBody({ option }: { option: DataRequestOption }) {
  const Icon = option.icon;
  return (
    <>
      <Icon aria-hidden="true" className={cn("size-7", option.type === "delete" ? "text-red-700 dark:text-red-300" : "text-brand")} />
      <span className="font-serif text-xl font-semibold text-foreground">{option.title}</span>
      <span className="flex flex-wrap gap-2">
        {option.facts.map((fact) => (
          <Tag key={fact}>{fact}</Tag>
        ))}
      </span>
      <span className="text-sm leading-relaxed text-muted-foreground">{option.description}</span>
    </>
  );
}

/** A card as a link to its form's section: before (or without) the page's script, `:target` shows it. */
export function DataRequestCardLink({ option, href }: { option: DataRequestOption; href: string }) {
  return (
    <a href={href} className={CARD_CLASS}>
      <CardBody option={option} />
    </a>
  );
}

/** A card as a button: picking it shows its form in place of the cards. */
export function DataRequestCardButton({ option, onPick }: { option: DataRequestOption; onPick: () => void }): ReactNode {
  return (
    <button type="button" onClick={onPick} className={cn(CARD_CLASS, "cursor-pointer")}>
      <CardBody option={option} />
    </button>
  );
}
