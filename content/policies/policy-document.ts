import type { PolicyBlock, PolicyDocument, PolicyText } from "../../src/shared/content/policies.ts";

export type { PolicyBlock, PolicyDocument, PolicyText };

// The shape of a policy page's text (privacy, terms, cancellation, cookies): headed sections of
// paragraphs, lists and tables, with the date the text last changed (DESIGN decision 19). The web
// renders it (src/web/components/content/policy-document.tsx); nothing here knows about React.

export const paragraph = (text: PolicyText): PolicyBlock => ({ kind: "paragraph", text });
export const list = (...items: PolicyText[]): PolicyBlock => ({ kind: "list", items });
