import { useId, useState, type ReactNode } from "react";
import { CONSENT_TYPES, type ConsentType, type ConsentTypeKey, LEGAL_BASIS_TEXT } from "../../../../content/consent-types.ts";
import { choiceForSelection, type CookieChoice, type CookieConsent } from "./cookie-choice.ts";
import { ConsentButton } from "./consent-button.tsx";

function byKey(key: ConsentTypeKey): ConsentType {
  const type = CONSENT_TYPES.find((candidate) => candidate.key === key);
  if (!type) throw new Error(`no consent type ${key}`);
  return type;
}

/** A category's title, its note ("Always on"), what it covers and its legal basis. */
function CategoryText({ type, note, titleId, descriptionId, extra }: { type: ConsentType; note?: string | undefined; titleId: string; descriptionId: string; extra?: ReactNode }) {
  return (
    <span>
      <span className="block text-sm font-semibold">
        <span id={titleId}>{type.title}</span>
        {note && <span className="ml-2 text-xs font-medium text-accent-foreground">{note}</span>}
      </span>
      <span id={descriptionId} className="mt-0.5 block text-sm leading-snug text-muted-foreground">
        {type.description}
        {extra}
        <span className="mt-1 block text-xs">
          <span className="font-semibold text-foreground">Legal basis:</span> {LEGAL_BASIS_TEXT[type.legalBasis]}
        </span>
      </span>
    </span>
  );
}

interface CategoryProps {
  type: ConsentTypeKey;
  /** "Always on" for the essential category; otherwise the switch speaks for itself. */
  note?: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  /** Words added to the description (why a switch is held on). */
  extra?: ReactNode;
}

/** One category: a switch (a native checkbox, so label, keyboard and state come for free). */
function Category({ type, note, checked, disabled = false, onChange, extra }: CategoryProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <li>
      <label className="flex cursor-pointer items-start justify-between gap-4 py-3 has-disabled:cursor-default">
        <CategoryText type={byKey(type)} note={note} titleId={titleId} descriptionId={descriptionId} extra={extra} />
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

/** Communications are given on the forms, not in the browser: shown here so all four are in one place. */
function FormsCategory({ type }: { type: ConsentTypeKey }) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <li className="py-3">
      <div role="group" aria-labelledby={titleId} aria-describedby={descriptionId}>
        <CategoryText type={byKey(type)} note="Chosen on our forms" titleId={titleId} descriptionId={descriptionId} />
      </div>
    </li>
  );
}

interface CookieCategoriesProps {
  id: string;
  /** The stored consent, to start from when the visitor comes back to change it. */
  initial: CookieConsent | null;
  onSave: (choice: CookieChoice) => void;
}

/**
 * The Customize panel, loaded only when asked for: the four consent types of ADR 015 with
 * their legal basis. Nothing optional is switched on beforehand; communications are chosen on the
 * forms, so they have no switch here.
 */
export default function CookieCategories({ id, initial, onSave }: CookieCategoriesProps) {
  const [analytics, setAnalytics] = useState(initial?.analytics ?? false);
  const [marketing, setMarketing] = useState(initial?.marketing ?? false);
  return (
    <div id={id} className="mt-4 border-t border-border pt-1">
      <ul className="divide-y divide-border">
        <Category type="essential" note="Always on" checked disabled />
        <Category type="marketing" checked={marketing} onChange={setMarketing} />
        <Category type="analytics" checked={analytics || marketing} disabled={marketing} onChange={setAnalytics} extra={marketing ? " Included with marketing." : null} />
        <FormsCategory type="communications" />
      </ul>
      <div className="mt-3 grid grid-cols-3 gap-2 lg:ml-auto lg:w-lg">
        <div className="col-span-3 sm:col-span-1 sm:col-start-3">
          <ConsentButton onClick={() => onSave(choiceForSelection({ analytics, marketing }))}>Save my choices</ConsentButton>
        </div>
      </div>
    </div>
  );
}
