import { hotel } from "../../../content/hotel.ts";
import { SERVER_PAGE_CONTENT_ID, SERVER_PAGE_MARKERS, SERVER_PAGE_TITLE_ID } from "../../shared/site/server-page-markers.ts";
import { PageIntro } from "../components/content/page-intro.tsx";
import { Container } from "../components/ui/container.tsx";

// A page the server wrote (an e-mailed link's, or a form's answer without JavaScript; DESIGN
// decision 29, ADR 038). The build renders it with the markers; the server puts the title and the
// content in their place; in the browser the page keeps what the server sent, so hydrating it
// changes nothing, and Back to it later shows it again.

const served = new Map<string, string>();

/** What the server put in an element, read once; the marker itself at build time (no document). */
function servedMarkup(id: string, marker: string, read: (element: HTMLElement) => string): string {
  if (typeof document === "undefined") return marker;
  const known = served.get(id);
  if (known !== undefined) return known;
  const element = document.getElementById(id);
  const markup = element ? read(element) : "";
  served.set(id, markup);
  return markup;
}

/** The styles of the server's markup: paragraphs, headings, lists and links as on the other pages. */
const CONTENT_CLASS =
  "mx-auto max-w-prose space-y-5 text-lg leading-relaxed [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_form]:pt-2 [&_h2]:pt-4 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6";

export default function ServerPage() {
  const title = servedMarkup(SERVER_PAGE_TITLE_ID, SERVER_PAGE_MARKERS.title, (element) => element.textContent ?? "");
  const content = servedMarkup(SERVER_PAGE_CONTENT_ID, SERVER_PAGE_MARKERS.content, (element) => element.innerHTML);
  return (
    <>
      <PageIntro eyebrow={hotel.name} title={title} titleId={SERVER_PAGE_TITLE_ID} />
      <Container className="py-12 sm:py-16">
        <div id={SERVER_PAGE_CONTENT_ID} className={CONTENT_CLASS} dangerouslySetInnerHTML={{ __html: content }} />
      </Container>
    </>
  );
}
