import { Link } from "react-router-dom";
import type { PolicyBlock, PolicyDocument as PolicyDocumentText, PolicyText } from "../../../../content/policies/policy-document.ts";
import { formatLongDate } from "../../../shared/dates.ts";
import { Container } from "../ui/container.tsx";
import { ExternalLink } from "./external-link.tsx";
import { PageIntro } from "./page-intro.tsx";

/** Long policies open with a list of their sections. */
const CONTENTS_FROM_SECTIONS = 5;
const LINK_CLASS = "font-medium text-brand underline underline-offset-4 hover:decoration-2";

function TextLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={LINK_CLASS}>
        {label}
      </Link>
    );
  }
  if (/^https?:/.test(href)) return <ExternalLink href={href}>{label}</ExternalLink>;
  return (
    <a href={href} className={`${LINK_CLASS} break-words`}>
      {label}
    </a>
  );
}

function RichText({ text }: { text: PolicyText }) {
  if (typeof text === "string") return text;
  return text.map((part, index) => (typeof part === "string" ? part : <TextLink key={index} href={part.href} label={part.label} />));
}

type TableBlock = Extract<PolicyBlock, { kind: "table" }>;

/**
 * A table on a wide screen; on a phone, one card per row (its first cell as the card's heading,
 * the others named by their column), so nothing scrolls sideways. Only one of the two is displayed.
 */
function PolicyTable({ table }: { table: TableBlock }) {
  const [, ...otherColumns] = table.columns;
  return (
    <>
      <div className="space-y-4 sm:hidden">
        {table.rows.map(([first, ...others]) => (
          <div key={first} className="rounded-sm border border-border p-4">
            <h3 className="text-lg font-semibold">{first}</h3>
            <dl className="mt-2 space-y-2 text-base">
              {others.map((cell, index) => (
                <div key={index}>
                  <dt className="font-medium text-muted-foreground">{otherColumns[index]}</dt>
                  <dd>{cell}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      <div className="hidden overflow-x-auto rounded-sm border border-border sm:block">
        <table className="w-full border-collapse text-left text-base">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-muted">
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row[0]} className="border-t border-border align-top">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-4 py-3 font-medium">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-4 py-3">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-accent-foreground">
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case "table":
      return <PolicyTable table={block} />;
  }
}

/** A policy page: its title and last-updated date, a contents list when it is long, then its sections. */
export function PolicyDocument({ document }: { document: PolicyDocumentText }) {
  const withContents = document.sections.length >= CONTENTS_FROM_SECTIONS;
  return (
    <>
      <PageIntro eyebrow={document.eyebrow} title={document.title}>
        <p>{document.summary}</p>
        <p className="text-base">
          Last updated: <time dateTime={document.lastUpdated}>{formatLongDate(document.lastUpdated)}</time>
        </p>
      </PageIntro>
      <Container width="3xl" className="py-12 sm:py-16">
        {withContents && (
          <nav aria-labelledby="policy-contents" className="mb-12 rounded-sm border border-border bg-muted p-6">
            <h2 id="policy-contents" className="text-xl font-semibold">
              Contents
            </h2>
            <ol className="mt-4 space-y-2">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={`${LINK_CLASS} inline-flex min-h-6 items-center`}>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="space-y-12">
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="scroll-mt-24 space-y-4 text-lg leading-relaxed">
              <h2 id={section.id} className="text-2xl font-semibold sm:text-3xl">
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
