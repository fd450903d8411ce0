import { useId, useState, type ReactNode } from "react";
import { choiceForSelection, type CookieChoice, type CookieConsent } from "./cookie-choice.ts";
import { ConsentButton } from "./consent-button.tsx";

interface CategoryProps {
  title: string;
  /** "Always on" for the essential category; otherwise the switch speaks for itself. */
  note?: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  children: ReactNode;
}

/** One category: a switch (a native checkbox, so label, keyboard and state come for free). */
function Category({ title, note, checked, disabled = false, onChange, children }: CategoryProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <li>
      <label className="flex cursor-pointer items-start justify-between gap-4 py-3 has-disabled:cursor-default">
        <span>
          <span className="block text-sm font-semibold">
            <span id={titleId}>{title}</span>
            {note && <span className="ml-2 text-xs font-medium text-accent-foreground">{note}</span>}
          </span>
          <span id={descriptionId} className="mt-0.5 block text-sm leading-snug text-muted-foreground">
            {children}
          </span>
        </span>
        <span className="relative mt-0.5 inline-flex shrink-0">
          <input
            type="checkbox"
            role="switch"
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange?.(event.target.checked)}
            className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0 disabled:cursor-default"
          />
          <span
            aria-hidden="true"
            className="relative inline-flex h-6 w-11 rounded-full border border-input bg-muted transition-colors peer-checked:border-brand peer-checked:bg-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:opacity-70 motion-reduce:transition-none after:absolute after:top-0.5 after:left-0.5 after:size-4.5 after:rounded-full after:bg-input after:shadow-sm after:transition-transform peer-checked:after:translate-x-5 peer-checked:after:bg-surface motion-reduce:after:transition-none"
          />
        </span>
      </label>
    </li>
  );
}

interface CookieCategoriesProps {
  id: string;
  /** The stored consent, to start from when the visitor comes back to change it. */
  initial: CookieConsent | null;
  onSave: (choice: CookieChoice) => void;
}

/** The Customize panel, loaded only when asked for. Nothing optional is switched on beforehand. */
export default function CookieCategories({ id, initial, onSave }: CookieCategoriesProps) {
  const [analytics, setAnalytics] = useState(initial?.analytics ?? false);
  const [marketing, setMarketing] = useState(initial?.marketing ?? false);
  return (
    <div id={id} className="mt-4 border-t border-border pt-1">
      <ul className="divide-y divide-border">
        <Category title="Essential" note="Always on" checked disabled>
          Needed for the site to work: this choice, kept in your browser, and the secure payment session when you
          buy a pet add-on.
        </Category>
        <Category title="Analytics" checked={analytics || marketing} disabled={marketing} onChange={setAnalytics}>
          Would let us count visits to see which pages guests find useful.{marketing && " Included with marketing."} We use
          none at present.
        </Category>
        <Category title="Marketing" checked={marketing} onChange={setMarketing}>
          Would let advertising partners measure which adverts bring guests to us, which includes analytics. We use
          none at present.
        </Category>
      </ul>
      <div className="mt-3 grid grid-cols-3 gap-2 lg:ml-auto lg:w-lg">
        <div className="col-span-3 sm:col-span-1 sm:col-start-3">
          <ConsentButton onClick={() => onSave(choiceForSelection({ analytics, marketing }))}>Save my choices</ConsentButton>
        </div>
      </div>
    </div>
  );
}
