/** A JSON value as JSON-LD holds it. */
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One schema.org node: a type and its properties. */
export interface JsonLdNode {
  "@context"?: "https://schema.org";
  "@type": string;
  "@id"?: string;
  [property: string]: JsonValue | undefined;
}

/**
 * A <script type="application/ld+json"> block. The browser never runs it, so the CSP allows it;
 * "<", ">" and "&" are written as \u escapes so no text inside can close the element or start
 * markup (JSON parsers read the escapes back as the same characters).
 */
export function jsonLdScript(node: JsonLdNode): string {
  const json = JSON.stringify(node).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
  return `<script type="application/ld+json">${json}</script>`;
}
