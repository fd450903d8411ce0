import { faqs } from "../../../../content/faq.ts";
import { DisclosureAccordion } from "../../components/ui/disclosure-accordion.tsx";

/** The contact page's sixteen questions, one answer open at a time. */
export function FaqList() {
  return (
    <DisclosureAccordion
      name="faq"
      className="mx-auto mt-10 max-w-3xl"
      items={faqs.map((faq) => ({
        id: faq.id,
        summary: faq.question,
        content: (
          <div className="space-y-3">
            {faq.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {"link" in faq && (
              <p>
                <a href={faq.link.path} className="inline-flex min-h-6 items-center font-semibold text-brand underline underline-offset-4 hover:decoration-2">
                  {faq.link.label}
                </a>
              </p>
            )}
          </div>
        ),
      }))}
    />
  );
}
