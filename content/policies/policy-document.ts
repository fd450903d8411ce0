// The shape of a policy page's text (privacy, terms, cancellation, cookies): headed sections of
// paragraphs, lists and tables, with the date the text last changed (DESIGN decision 19). The web
// renders it (src/web/components/content/policy-document.tsx); nothing here knows about React.

/** A piece of running text: plain words, or a link inside them. */
export type PolicyText = string | ReadonlyArray<string | { href: string; label: string }>;

export type PolicyBlock =
  | { kind: "paragraph"; text: PolicyText }
  | { kind: "list"; items: readonly PolicyText[] }
  | { kind: "table"; caption: string; columns: readonly string[]; rows: ReadonlyArray<readonly string[]> };

interface PolicySection {
  /** The section's anchor on the page (#retention). */
  id: string;
  heading: string;
  blocks: readonly PolicyBlock[];
}

export interface PolicyDocument {
  eyebrow: string;
  title: string;
  /** One or two sentences under the title. */
  summary: string;
  /** When this text last changed, YYYY-MM-DD: change it with the text, never to today. */
  lastUpdated: string;
  sections: readonly PolicySection[];
}

export const paragraph = (text: PolicyText): PolicyBlock => ({ kind: "paragraph", text });
export const list = (...items: PolicyText[]): PolicyBlock => ({ kind: "list", items });
