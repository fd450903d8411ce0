import type { FaqEntry } from "../../../../content/faq.ts";
import type { JsonLdNode } from "./json-ld.ts";

/** The contact page's questions and answers, word for word as the page shows them. */
export function faqPageSchema(entries: readonly FaqEntry[], pageUrl: string): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    "@id": `${pageUrl}#faq`,
    url: pageUrl,
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer.join(" ") },
    })),
  };
}
